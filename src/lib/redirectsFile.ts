import { type Redirect, redirectsFile } from '../schemas/redirects';
import { describeIssues } from './zodIssues';

/**
 * The `_redirects` file Cloudflare Pages (and Netlify) read, under `comment`: every redirect a
 * 301 (moved for good), its old address at both `/a` and `/a/`, as the CDN matches a rule's path
 * exactly and `/a/` would otherwise get the forwarding page with a 200. Sorted, so the file
 * changes only when the redirects do.
 */
export function redirectsFileText(redirects: Redirect[], comment: string): string {
  const lines = comment.split('\n').map((line) => `# ${line}`.trimEnd());
  for (const { from, to } of redirects.toSorted((a, b) => a.from.localeCompare(b.from))) {
    for (const address of from === '/' ? [from] : [from, `${from}/`])
      lines.push(`${address} ${to} 301`);
  }
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
