export interface SeoInput {
  brandName: string;
  siteUrl: string;
  defaultDescription: string;
  /** The route, e.g. '/resources'. */
  path: string;
  /** The page's own title; without one the brand and its promise stand alone. */
  title?: string | undefined;
  /** A title used as given (product.md fixes some page titles in full); '{brand}' becomes the brand. */
  fullTitle?: string | undefined;
  description?: string | undefined;
  /**
   * Kept out of search results: such a page shares the site's default card instead of drawing
   * its own, as no one should be sent there from a link preview.
   */
  noindex?: boolean | undefined;
  /** An image for link previews, absolute or from the site root. */
  image?: string | undefined;
}

export interface Seo {
  title: string;
  description: string;
  canonical: string;
  image: string;
}

/** Where a full title names the brand, so renaming the agency in site.config renames it too. */
export const BRAND_TOKEN = '{brand}';

/** The site-wide link card (public/og-image.png), shared by pages that draw no card of their own. */
export const DEFAULT_OG_IMAGE = '/og-image.png';

/** The size every link card is drawn at: what LinkedIn, Slack and iMessage show in full. */
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;

/**
 * A route as the site writes it: '/' or '/a/b', with no trailing slash, from an address or from
 * the page's file as Astro names it under build.format 'file' ('/a/b.html', '/index.html').
 */
export function normalPath(path: string): string {
  const route = path.replace(/(^|\/)index\.html$|\.html$/, '').replace(/^\/+|\/+$/g, '');
  return `/${route}`;
}

/** Where the build draws a page's own link card: '/og/index.png', '/og/guides/x.png'. */
export function ogImagePath(path: string): string {
  const route = normalPath(path);
  return `/og${route === '/' ? '/index' : route}.png`;
}

/**
 * The words a page's link card shows: its title without the brand, which the card draws on its
 * own. 'Guides | Acme' gives 'Guides', 'Acme | The promise' gives 'The promise', and
 * 'Library | Acme - Guides & Tools' gives 'Library: Guides & Tools'.
 */
export function cardHeadline(title: string, brandName: string): string {
  const parts = title
    .split(' | ')
    .map((part) => part.trim())
    .map((part) => (part.startsWith(`${brandName} - `) ? part.slice(brandName.length + 3) : part))
    .filter((part) => part !== '' && part !== brandName);
  return parts.length > 0 ? parts.join(': ') : brandName;
}

/** Merges page metadata over the site's defaults: one place for titles and canonical URLs. */
export function buildSeo(input: SeoInput): Seo {
  const base = input.siteUrl.replace(/\/+$/, '');
  const path = normalPath(input.path);
  const title =
    input.fullTitle?.replaceAll(BRAND_TOKEN, input.brandName) ??
    (input.title ? `${input.title} | ${input.brandName}` : input.brandName);
  const image = input.image ?? (input.noindex ? DEFAULT_OG_IMAGE : ogImagePath(path));
  return {
    title,
    description: input.description ?? input.defaultDescription,
    canonical: `${base}${path}`,
    image: image.startsWith('http') ? image : `${base}${image}`,
  };
}

/** One tag of a page's head as data: its element and its attributes, in the order written. */
export type HeadTag = { tag: 'meta' | 'link' } & Record<string, string>;

/**
 * The head of a page after its title, as data BaseLayout writes out: its description and address,
 * the icons, and its link card for Open Graph and X.
 */
export function headTags(
  seo: Seo,
  page: { brandName: string; ogType: string; noindex: boolean; imageAlt: string },
): HeadTag[] {
  const meta = (key: 'name' | 'property', value: string, content: string): HeadTag => ({
    tag: 'meta',
    [key]: value,
    content,
  });
  const link = (rel: string, href: string, more: Record<string, string> = {}): HeadTag => ({
    tag: 'link',
    rel,
    href,
    ...more,
  });
  const card = { title: seo.title, description: seo.description };
  const image = { image: seo.image };
  const openGraph = {
    type: page.ogType,
    site_name: page.brandName,
    ...card,
    url: seo.canonical,
    ...image,
    'image:type': 'image/png',
    'image:width': String(OG_IMAGE_SIZE.width),
    'image:height': String(OG_IMAGE_SIZE.height),
    'image:alt': page.imageAlt,
  };
  const x = { card: 'summary_large_image', ...card, ...image, 'image:alt': page.imageAlt };
  return [
    meta('name', 'description', seo.description),
    link('canonical', seo.canonical),
    ...(page.noindex ? [meta('name', 'robots', 'noindex')] : []),
    meta('name', 'theme-color', '#05081a'),
    link('icon', '/favicon.svg', { type: 'image/svg+xml' }),
    link('icon', '/favicon.ico', { sizes: '32x32' }),
    link('apple-touch-icon', '/apple-touch-icon.png'),
    link('sitemap', '/sitemap-index.xml'),
    ...Object.entries(openGraph).map(([key, value]) => meta('property', `og:${key}`, value)),
    ...Object.entries(x).map(([key, value]) => meta('name', `twitter:${key}`, value)),
  ];
}

const entities: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  "'": '&#39;',
  '"': '&quot;',
};

/** The tags as HTML, each value escaped as Astro escapes an attribute, void elements unclosed. */
export const headHtml = (tags: HeadTag[]): string =>
  tags
    .map(({ tag, ...attributes }) => {
      const written = Object.entries(attributes).map(
        ([name, value]) =>
          ` ${name}="${value.replace(/[&<>'"]/g, (char) => entities[char] ?? char)}"`,
      );
      return `<${tag}${written.join('')}>`;
    })
    .join('');
