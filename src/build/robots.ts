/** What crawlers are told: robots.txt, and whether a built page asked to stay out of search. */

import { Parser } from 'htmlparser2';

/** robots.txt for the site at `siteUrl`: every page may be crawled; the sitemap says which to index. */
export function robotsTxt(siteUrl: string): string {
  const sitemap = new URL('/sitemap-index.xml', siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/**
 * The content of a page's first `<meta name=... content=...>` or `<meta property=...>` for `key`,
 * read by an HTML parser: any attribute order, quoting or entity, as a browser reads them.
 */
export function metaContent(html: string, key: string): string | undefined {
  let found: string | undefined;
  let done = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (done || name !== 'meta') return;
      if (attributes.name !== key && attributes.property !== key) return;
      found = attributes.content;
      done = true;
    },
  });
  parser.end(html);
  return found;
}

/** Whether a page's own `<meta name="robots">` keeps it out of search results. */
export function isNoindex(html: string): boolean {
  const robots = metaContent(html, 'robots') ?? '';
  return robots
    .toLowerCase()
    .split(',')
    .some((value) => ['noindex', 'none'].includes(value.trim()));
}
