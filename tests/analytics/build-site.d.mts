export type AnalyticsVariant = 'all' | 'cookieless';
export function analyticsVariant(name?: string): AnalyticsVariant;
export function analyticsSiteDir(variant?: AnalyticsVariant): string;
export function analyticsBlock(port: number, variant?: AnalyticsVariant): string;
export function withAnalytics(source: string, block: string): string;
export function scanningProject(css: string, cssDir: string): string;
export function withStandinEmbeds(source: string, port: number): string;
