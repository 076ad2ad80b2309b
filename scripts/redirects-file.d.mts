export interface RedirectsFileRule {
  from: string;
  to: string;
  status: number;
  line: number;
}
export function parseRedirectsFile(text: string): RedirectsFileRule[];
export function isDynamic(rule: { from: string }): boolean;
export function redirectFor(
  rules: RedirectsFileRule[],
  pathname: string,
  search?: string,
): { status: number; location: string } | null;
