/** schema.org data every page carries: who publishes the site, and the site itself. */

export interface SiteIdentityInput {
  brandName: string;
  /** The configured origin (site.config siteUrl). */
  siteUrl: string;
  description: string;
  email: string;
  /** A square raster logo, absolute or from the site root. */
  logo: string;
  /** The agency's profiles elsewhere; an address on the site itself is not a profile and is left out. */
  socials: Record<string, string>;
}

/**
 * The Organization and the WebSite as one JSON-LD graph, the site naming the organisation as its
 * publisher by `@id`, so search engines join them into one entity.
 */
export function siteJsonLdGraph(input: SiteIdentityInput) {
  const home = new URL('/', input.siteUrl).href;
  const organizationId = `${home}#organization`;
  const sameAs = [
    ...new Set(
      Object.values(input.socials).filter((url) => new URL(url).origin !== new URL(home).origin),
    ),
  ];
  return {
    '@context': 'https://schema.org',
    '@graph': [
      {
        '@type': 'Organization',
        '@id': organizationId,
        name: input.brandName,
        url: home,
        logo: new URL(input.logo, home).href,
        email: input.email,
        description: input.description,
        sameAs,
      },
      {
        '@type': 'WebSite',
        '@id': `${home}#website`,
        name: input.brandName,
        url: home,
        description: input.description,
        inLanguage: 'en',
        publisher: { '@id': organizationId },
      },
    ],
  };
}
