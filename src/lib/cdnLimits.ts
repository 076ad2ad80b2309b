import { parseHeadersFile, rulesFor } from '../../scripts/headers-file.mjs';
import { isDynamic, parseRedirectsFile } from '../../scripts/redirects-file.mjs';

/**
 * Cloudflare Pages' documented limits on the two files (Pages docs, "Limits", "Headers" and
 * "Redirects"). Past them it does not fail the deploy: it drops the rules over the count, and a
 * line over the length with only a build warning. A dropped Content-Security-Policy line leaves
 * every page with no policy at all, so the build checks the files first (README: Deploy).
 */
export const PAGES_LIMITS = {
  headerRules: 100,
  /** The whole line, indent, name and value. */
  headerLineLength: 2_000,
  staticRedirects: 2_000,
  /** Every rule from the first pattern rule on counts as dynamic, fixed paths too. */
  dynamicRedirects: 100,
  redirectLineLength: 1_000,
} as const;

const POLICY = 'content-security-policy';
const count = (n: number) => n.toLocaleString('en-US');

/** One sentence on the lines of `text` longer than `limit`, or none. */
function longLines(text: string, limit: number, file: string, why: string): string[] {
  const long = text
    .split('\n')
    .map((line, index) => ({ number: index + 1, length: line.length }))
    .filter((line) => line.length > limit);
  const [first] = long;
  if (!first) return [];
  const which =
    long.length === 1
      ? `line ${first.number} is ${count(first.length)} characters, over ${count(limit)}`
      : `${long.length} lines are over ${count(limit)} characters (line ${first.number}: ${count(first.length)})`;
  return [`${file}: ${which}: ${why}`];
}

/**
 * What in a `_headers` file Cloudflare Pages would drop or misapply, as sentences; none when it
 * is fine. Every page address must get exactly one Content-Security-Policy: two matching rules
 * would be joined with a comma, which the browser reads as two policies, both enforced.
 */
export function headersFileProblems(text: string, pageAddresses: string[]): string[] {
  const problems = longLines(
    text,
    PAGES_LIMITS.headerLineLength,
    '_headers',
    'Cloudflare Pages ignores such a line, and a Content-Security-Policy dropped so leaves its pages with no policy',
  );
  let rules: ReturnType<typeof parseHeadersFile>;
  try {
    rules = parseHeadersFile(text);
  } catch (error) {
    return [...problems, (error as Error).message];
  }
  if (rules.length > PAGES_LIMITS.headerRules) {
    problems.push(
      `_headers has ${rules.length} rules, over ${PAGES_LIMITS.headerRules}: Cloudflare Pages skips the rest of the file from rule ${PAGES_LIMITS.headerRules + 1} on`,
    );
  }
  for (const address of pageAddresses) {
    const policies = rulesFor(rules, address).filter((rule) =>
      rule.headers.some(([name]) => name.toLowerCase() === POLICY),
    );
    if (policies.length !== 1) {
      const from = policies.map((rule) => rule.path).join(', ');
      problems.push(
        `${address} gets ${policies.length} Content-Security-Policy headers${from ? ` (from ${from})` : ''}; a page needs exactly one`,
      );
    }
  }
  return problems;
}

/** What in a `_redirects` file Cloudflare Pages would drop or refuse; none when it is fine. */
export function redirectsFileProblems(text: string): string[] {
  const problems = longLines(
    text,
    PAGES_LIMITS.redirectLineLength,
    '_redirects',
    'Cloudflare Pages ignores such a rule',
  );
  let rules: ReturnType<typeof parseRedirectsFile>;
  try {
    rules = parseRedirectsFile(text);
  } catch (error) {
    return [...problems, (error as Error).message];
  }
  const firstDynamic = rules.findIndex(isDynamic);
  const fixed = firstDynamic === -1 ? rules.length : firstDynamic;
  const dynamic = rules.length - fixed;
  if (fixed > PAGES_LIMITS.staticRedirects) {
    problems.push(
      `_redirects has ${count(fixed)} fixed-path rules, over ${count(PAGES_LIMITS.staticRedirects)}: Cloudflare Pages skips the rest`,
    );
  }
  if (dynamic > PAGES_LIMITS.dynamicRedirects) {
    problems.push(
      `_redirects has ${dynamic} rules from its first pattern rule on, over ${PAGES_LIMITS.dynamicRedirects}: Cloudflare Pages skips the rest`,
    );
  }
  const seen = new Set<string>();
  for (const rule of rules) {
    if (seen.has(rule.from)) {
      problems.push(`_redirects line ${rule.line}: a second rule for ${rule.from} is ignored`);
    }
    seen.add(rule.from);
  }
  return problems;
}
