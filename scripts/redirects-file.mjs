// Reads dist/_redirects (written by the build, src/integrations/redirectsFile.ts) the way
// Cloudflare Pages does, so scripts/serve.mjs answers the short addresses as the CDN will.

/** The statuses Cloudflare Pages accepts on a rule; 200 (a rewrite) is not used here. */
const STATUSES = new Set([301, 302, 303, 307, 308]);

/** What is wrong with a line's tokens for Cloudflare Pages, or null. */
function problemOf([from = '', to, status = '302', ...rest]) {
  if (rest.length > 0) return 'not "from to status"';
  if (!from.startsWith('/')) return 'the address does not start with /';
  if (!to) return 'no target';
  if (!STATUSES.has(Number(status))) return `status ${status} is not a redirect`;
  return null;
}

/**
 * The rules of a `_redirects` file, in order: one 'from to [status]' per line, '#' starts a
 * comment (at the start of a line or after a space), a missing status is Cloudflare's default,
 * 302. Throws, naming the line, for a line Cloudflare Pages would ignore.
 */
export function parseRedirectsFile(text) {
  const rules = [];
  text.split(/\r?\n/).forEach((line, index) => {
    const trimmed = line.trim();
    if (trimmed === '' || trimmed.startsWith('#')) return;
    const tokens = trimmed.replace(/\s+#.*$/, '').split(/\s+/);
    const problem = problemOf(tokens);
    if (problem) throw new Error(`_redirects line ${index + 1}: ${problem}`);
    const [from = '', to = '', status = '302'] = tokens;
    rules.push({ from, to, status: Number(status), line: index + 1 });
  });
  return rules;
}

/** A pattern rule (a '*' splat or ':name' placeholder) rather than one fixed path. */
export const isDynamic = (rule) => /\*|:[A-Za-z]/.test(rule.from);

/**
 * The redirect for a request, or null: the first rule whose path is exactly the request's
 * (Cloudflare Pages does not add or drop a trailing slash to match), its target with the
 * request's query string carried along, as Cloudflare does. Only fixed paths are matched: the
 * build writes no pattern rules (src/lib/redirectsFile.ts).
 */
export function redirectFor(rules, pathname, search = '') {
  const rule = rules.find((candidate) => !isDynamic(candidate) && candidate.from === pathname);
  return rule ? { status: rule.status, location: `${rule.to}${search}` } : null;
}
