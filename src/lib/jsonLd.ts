/** JSON-escapes of the characters that could end a script element or open an HTML comment. */
const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * Structured data as a string safe to place inside <script type="application/ld+json">: no copy
 * can close the script element, and the JSON still parses to the same data.
 */
export function jsonLdString(data: unknown): string {
  return JSON.stringify(data).replace(/[<>&\u2028\u2029]/g, (char) => unsafe[char] ?? char);
}
