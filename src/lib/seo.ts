export interface SeoInput {
  brandName: string;
  siteUrl: string;
  defaultDescription: string;
  /** The route, e.g. '/resources'. */
  path: string;
  /** The page's own title; without one the brand and its promise stand alone. */
  title?: string | undefined;
  /** A title used as given (SPEC fixes some page titles in full); '{brand}' becomes the brand. */
  fullTitle?: string | undefined;
  description?: string | undefined;
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

/** Merges page metadata over the site's defaults: one place for titles and canonical URLs. */
export function buildSeo(input: SeoInput): Seo {
  const base = input.siteUrl.replace(/\/+$/, '');
  const path = input.path === '/' ? '/' : `/${input.path.replace(/^\/+|\/+$/g, '')}`;
  const title =
    input.fullTitle?.replaceAll(BRAND_TOKEN, input.brandName) ??
    (input.title
      ? `${input.title} | ${input.brandName}`
      : `${input.brandName} | Growth Systems for Founder-Led Businesses`);
  const image = input.image ?? '/og-image.png';
  return {
    title,
    description: input.description ?? input.defaultDescription,
    canonical: `${base}${path}`,
    image: image.startsWith('http') ? image : `${base}${image}`,
  };
}
