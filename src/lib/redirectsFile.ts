import type { AstroConfig } from 'astro';
import { type Redirect, redirectsFile } from '../schemas/redirects';
import { describeIssues } from './zodIssues';

/** One line of a `_redirects` file: requests for `from` are sent to `to` with `status`. */
export interface RedirectRule {
  from: string;
  to: string;
  status: number;
}

/** The statuses Cloudflare Pages and Netlify accept for a redirect (200 would be a rewrite). */
const CDN_STATUSES = new Set([301, 302, 303, 307, 308]);

/**
 * The `_redirects` rules for astro.config.ts `redirects`, each short address at both `/a` and
 * `/a/`: Cloudflare Pages matches a rule's path exactly, and without the second line `/a/`
 * would get Astro's forwarding page with a 200 instead of a 301. A plain target is a 301, as
 * Astro's own adapters send; `{ status, destination }` keeps its status. Sorted, so the file
 * changes only when the redirects do. Throws for what the file cannot say as Astro means it.
 */
export function redirectRules(redirects: AstroConfig['redirects']): RedirectRule[] {
  const rules: RedirectRule[] = [];
  for (const [from, target] of Object.entries(redirects).sort(([a], [b]) => a.localeCompare(b))) {
    const { destination: to, status } =
      typeof target === 'string' ? { destination: target, status: 301 } : target;
    if (!from.startsWith('/') || /[[\]\s*:]/.test(from) || /\s/.test(to)) {
      throw new Error(
        `redirects['${from}']: only a fixed path without spaces can be a _redirects rule (write a dynamic route's redirects out one by one).`,
      );
    }
    if (!CDN_STATUSES.has(status)) {
      throw new Error(`redirects['${from}']: status ${status} is not a redirect a CDN sends.`);
    }
    const bare = from.replace(/\/+$/, '');
    const addresses = bare === '' ? ['/'] : [bare, `${bare}/`];
    rules.push(...addresses.map((address) => ({ from: address, to, status })));
  }
  return rules;
}

/** The rules in the `_redirects` format Cloudflare Pages and Netlify read: 'from to status'. */
export function formatRedirectsFile(rules: RedirectRule[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  lines.push(...rules.map((rule) => `${rule.from} ${rule.to} ${rule.status}`));
  return `${lines.join('\n')}\n`;
}

/** Where the marketer keeps the redirects (the editor's 'Redirects' form). */
export const REDIRECTS_FILE = 'src/content/redirects.yaml';

/** The redirects file's entries, checked; a mistake throws naming the entry and the field. */
export function readRedirects(data: unknown): Redirect[] {
  const parsed = redirectsFile.safeParse(data);
  if (!parsed.success) throw new Error(describeIssues(REDIRECTS_FILE, parsed.error));
  return parsed.data.redirects;
}

/**
 * What stops a redirect, one line per problem naming the entry: its new address must be a page
 * the build wrote, and its old address must not be one (the redirect would hide the page).
 */
export function redirectProblems(
  redirects: Redirect[],
  isPage: (path: string) => boolean,
): string[] {
  return redirects.flatMap(({ from, to }, index) => {
    const entry = `${REDIRECTS_FILE}, entry ${index + 1} (${from} -> ${to})`;
    return [
      ...(isPage(from)
        ? [`${entry}: ${from} is a page of the site; remove the entry or the page`]
        : []),
      ...(isPage(to) ? [] : [`${entry}: ${to} is not a page of the site`]),
    ];
  });
}

/**
 * The page left at an old address for hosts that read no `_redirects`: it sends the visitor on at
 * once, keeps itself out of search and names the new address as the one to index.
 */
export function forwardingPage({ from, to }: Redirect, siteUrl: string): string {
  const canonical = new URL(to, siteUrl).href;
  return `<!doctype html><title>Redirecting to: ${to}</title><meta http-equiv="refresh" content="0;url=${to}"><meta name="robots" content="noindex"><link rel="canonical" href="${canonical}"><body><a href="${to}">Redirecting from <code>${from}</code> to <code>${to}</code></a></body>\n`;
}
