import type { AnalyticsConfig } from '../../src/lib/analytics/config';

export type AnalyticsVariant = 'all' | 'cookieless';
export function analyticsVariant(name?: string): AnalyticsVariant;
export function analyticsSiteDir(variant?: AnalyticsVariant): string;
export function analyticsBlock(port: number, variant?: AnalyticsVariant): AnalyticsConfig;
export function scanningProject(css: string, cssDir: string): string;
export function withStandinEmbeds<T extends object>(settings: T, port: number): T;
