import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import type { AstroIntegration } from 'astro';
import { htmlFileOf } from '../../scripts/site-map.ts';
import { describeIssues } from '../lib/zodIssues';
import { type Redirect, redirectsFile as redirectsSchema } from '../schemas/redirects';
import type { PageStep } from './pagePass';

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
  const parsed = redirectsSchema.safeParse(data);
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

const NOTE = `Written by "npm run build" from ${REDIRECTS_FILE} (src/build/redirectsFile.ts):
do not edit, rebuild. Cloudflare Pages answers these with the status given, and so does npm start,
which runs its runtime. Hosts that read no such file show the forwarding page at the old address.`;

/** A route's page as the pass keys it: '/a' is 'a.html', '/' 'index.html'. */
const pageOf = (path: string) => htmlFileOf(path, '');

/** `astro dev` follows the marketer's redirects as Astro's own `redirects`; a build does not. */
export function redirectsInDev(redirects: Redirect[]): AstroIntegration {
  return {
    name: 'redirects-in-dev',
    hooks: {
      'astro:config:setup': ({ command, updateConfig }) => {
        if (command !== 'dev') return;
        updateConfig({
          redirects: Object.fromEntries(redirects.map(({ from, to }) => [from, to])),
        });
      },
    },
  };
}

/**
 * The marketer's redirects in a build, a step of the pass over the pages once every page is
 * written: a redirect to an address that is not a page, or from one that is (Astro's own redirects
 * would silently replace it), stops the build naming its entry; then come dist/_redirects, which
 * the CDN (and npm start, its runtime) answers with 301s, and a forwarding page at each old
 * address for hosts that read no such file, written with the pages at the end of the pass.
 */
export function redirectPages(redirects: Redirect[]): PageStep {
  return {
    name: 'redirects',
    run(pages, { dist, site, logger }) {
      const problems = redirectProblems(redirects, (path) => pages.has(pageOf(path)));
      if (problems.length) throw new Error(`Redirects that cannot work:\n${problems.join('\n')}`);
      const text = redirectsFileText(redirects, NOTE);
      writeFileSync(join(dist, '_redirects'), text);
      for (const redirect of redirects)
        pages.set(pageOf(redirect.from), forwardingPage(redirect, site));
      const rules = text.split('\n').filter((line) => line.startsWith('/')).length;
      logger.info(`dist/_redirects written: ${rules} rules for the CDN`);
    },
  };
}
