/** What crawlers are told: robots.txt, and whether a built page asked to stay out of search. */

/** robots.txt for the site at `siteUrl`: every page may be crawled; the sitemap says which to index. */
export function robotsTxt(siteUrl: string): string {
  const sitemap = new URL('/sitemap-index.xml', siteUrl).href;
  return `User-agent: *\nAllow: /\n\nSitemap: ${sitemap}\n`;
}

/** The attributes of one HTML tag, names in lower case: `<meta name="robots" ...>`. */
function attributes(tag: string): Map<string, string> {
  const found = new Map<string, string>();
  for (const match of tag.matchAll(/([\w:-]+)\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+))/g)) {
    found.set((match[1] ?? '').toLowerCase(), match[2] ?? match[3] ?? match[4] ?? '');
  }
  return found;
}

const named: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'" };

/** The text an HTML attribute value stands for: '&amp;' is '&', '&#39;' is an apostrophe. */
export function decodeEntities(value: string): string {
  return value.replace(/&(#x[\da-f]+|#\d+|\w+);/gi, (entity, code: string) => {
    if (code.startsWith('#')) {
      const point =
        code[1] === 'x' || code[1] === 'X'
          ? Number.parseInt(code.slice(2), 16)
          : Number(code.slice(1));
      return Number.isFinite(point) ? String.fromCodePoint(point) : entity;
    }
    return named[code.toLowerCase()] ?? entity;
  });
}

/** The content of a page's `<meta name=... content=...>` or `<meta property=...>`, if it has one. */
export function metaContent(html: string, key: string): string | undefined {
  for (const [tag] of html.matchAll(/<meta\b[^>]*>/gi)) {
    const attrs = attributes(tag);
    if (attrs.get('name') === key || attrs.get('property') === key) {
      const content = attrs.get('content');
      return content === undefined ? undefined : decodeEntities(content);
    }
  }
  return undefined;
}

/** Whether a page's own `<meta name="robots">` keeps it out of search results. */
export function isNoindex(html: string): boolean {
  const robots = metaContent(html, 'robots') ?? '';
  return robots
    .toLowerCase()
    .split(',')
    .some((value) => ['noindex', 'none'].includes(value.trim()));
}
