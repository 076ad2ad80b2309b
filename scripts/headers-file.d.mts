export interface HeadersFileRule {
  path: string;
  headers: [name: string, value: string][];
}
export function parseHeadersFile(text: string): HeadersFileRule[];
export function rulesFor(rules: HeadersFileRule[], pathname: string): HeadersFileRule[];
export function headersFor(rules: HeadersFileRule[], pathname: string): Record<string, string>;
export function overPlainHttp(headers: Record<string, string>): Record<string, string>;
