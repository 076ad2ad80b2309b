export const ports: {
  serve: number;
  e2e: number;
  bench: number;
  screenshots: number;
  webkit: number;
  standin: number;
  analytics: number;
};
export function builtRoutes(dist?: string): string[];
export function htmlFileOf(route: string, dist?: string): string;
export function routesForTests(dist?: string): string[];
export function redirectTarget(html: string): string | null;
export function builtRedirects(dist?: string): [string, string][];
