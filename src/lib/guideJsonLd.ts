/** schema.org data for a guide: where it sits on the site, and the article itself. */

export interface Crumb {
  name: string;
  /** Absolute address; the last crumb is the page itself. */
  url: string;
}

export function breadcrumbList(crumbs: Crumb[]) {
  if (crumbs.length === 0) throw new Error('A breadcrumb trail needs at least one page.');
  return {
    '@context': 'https://schema.org',
    '@type': 'BreadcrumbList',
    itemListElement: crumbs.map((crumb, index) => ({
      '@type': 'ListItem',
      position: index + 1,
      name: crumb.name,
      item: crumb.url,
    })),
  };
}

export interface ArticleInput {
  headline: string;
  description: string;
  url: string;
  published: Date;
  updated?: Date | undefined;
  publisher: string;
  image: string;
}

const day = (date: Date) => date.toISOString().slice(0, 10);

export function articleSchema(input: ArticleInput) {
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: input.headline,
    description: input.description,
    mainEntityOfPage: input.url,
    image: input.image,
    datePublished: day(input.published),
    dateModified: day(input.updated ?? input.published),
    author: { '@type': 'Organization', name: input.publisher },
    publisher: { '@type': 'Organization', name: input.publisher },
  };
}
