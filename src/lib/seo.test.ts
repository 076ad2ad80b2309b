import { buildSeo, cardHeadline, headHtml, headTags, normalPath, ogImagePath } from './seo';

const base = {
  brandName: 'Acme',
  siteUrl: 'https://acme.test/',
  defaultDescription: 'Default description of the site.',
};

describe('buildSeo', () => {
  it('falls back to the brand and the default description', () => {
    const seo = buildSeo({ ...base, path: '/' });
    expect(seo.title).toBe('Acme');
    expect(seo.description).toBe('Default description of the site.');
    expect(seo.canonical).toBe('https://acme.test/');
  });
  it('puts the page title before the brand', () => {
    expect(buildSeo({ ...base, path: '/x', title: 'Guides' }).title).toBe('Guides | Acme');
  });
  it('uses a full title exactly as given', () => {
    expect(buildSeo({ ...base, path: '/x', fullTitle: 'Client Intake Form' }).title).toBe(
      'Client Intake Form',
    );
  });
  it("puts the brand name where a full title says '{brand}'", () => {
    expect(
      buildSeo({ ...base, path: '/x', fullTitle: 'Library | {brand} - Guides & Tools' }).title,
    ).toBe('Library | Acme - Guides & Tools');
  });
  it('gives one canonical form whatever the trailing slash', () => {
    expect(buildSeo({ ...base, path: '/resources/' }).canonical).toBe(
      'https://acme.test/resources',
    );
    expect(buildSeo({ ...base, path: 'resources' }).canonical).toBe('https://acme.test/resources');
  });

  it("names a page by its address, not by the file Astro wrote it to ('/a.html')", () => {
    expect(normalPath('/resources.html')).toBe('/resources');
    expect(normalPath('/guides/get-out-of-spam.html')).toBe('/guides/get-out-of-spam');
    expect(normalPath('/index.html')).toBe('/');
    expect(normalPath('/')).toBe('/');
    expect(buildSeo({ ...base, path: '/guides.html' }).canonical).toBe('https://acme.test/guides');
  });
  it("points each page's preview to its own card, absolute on the site", () => {
    expect(buildSeo({ ...base, path: '/' }).image).toBe('https://acme.test/og/index.png');
    expect(buildSeo({ ...base, path: '/guides/spam/' }).image).toBe(
      'https://acme.test/og/guides/spam.png',
    );
    expect(buildSeo({ ...base, path: '/', image: 'https://cdn.test/a.png' }).image).toBe(
      'https://cdn.test/a.png',
    );
  });
  it('gives a noindex page the default card', () => {
    expect(buildSeo({ ...base, path: '/404', noindex: true }).image).toBe(
      'https://acme.test/og-image.png',
    );
  });
});

describe('headTags', () => {
  const seo = buildSeo({ ...base, path: '/guides', title: 'Guides' });
  const page = { brandName: 'Acme', ogType: 'article', noindex: false, imageAlt: 'The card' };
  const content = (tags: ReturnType<typeof headTags>, key: string) =>
    tags.find((tag) => tag.name === key || tag.property === key)?.content;

  it('gives a page its description, address and link card for Open Graph and X', () => {
    const tags = headTags(seo, page);
    expect(tags.find((tag) => tag.rel === 'canonical')?.href).toBe('https://acme.test/guides');
    expect(content(tags, 'og:type')).toBe('article');
    expect(content(tags, 'og:title')).toBe('Guides | Acme');
    expect(content(tags, 'og:image')).toBe('https://acme.test/og/guides.png');
    expect(content(tags, 'og:image:width')).toBe('1200');
    expect(content(tags, 'og:image:alt')).toBe('The card');
    expect(content(tags, 'twitter:card')).toBe('summary_large_image');
    expect(content(tags, 'twitter:image:alt')).toBe('The card');
    expect(content(tags, 'robots')).toBeUndefined();
  });

  it('writes each tag as the page head holds it, its values escaped', () => {
    const quoted = buildSeo({ ...base, path: '/', description: 'Fast & "safe" <growth>' });
    const html = headHtml(headTags(quoted, page));
    expect(html).toContain(
      '<meta name="description" content="Fast &amp; &quot;safe&quot; &lt;growth&gt;">',
    );
    expect(html).toContain('<link rel="icon" href="/favicon.ico" sizes="32x32">');
    expect(html).not.toContain('/>');
  });

  it('keeps a noindex page out of search', () => {
    expect(content(headTags(seo, { ...page, noindex: true }), 'robots')).toBe('noindex');
  });
});

describe('ogImagePath', () => {
  it('names the home card index and keeps the route for the others', () => {
    expect(ogImagePath('/')).toBe('/og/index.png');
    expect(ogImagePath('/resources/')).toBe('/og/resources.png');
    expect(ogImagePath('guides/a-b')).toBe('/og/guides/a-b.png');
  });
});

describe('cardHeadline', () => {
  it("drops the brand after a page's title", () => {
    expect(cardHeadline('Get Out of Spam: Why | Acme', 'Acme')).toBe('Get Out of Spam: Why');
  });
  it('keeps the promise after the brand on a page without a title', () => {
    expect(cardHeadline('Acme | Growth Systems', 'Acme')).toBe('Growth Systems');
  });
  it('joins a full title around the brand', () => {
    expect(cardHeadline('Library | Acme - Guides & Tools', 'Acme')).toBe('Library: Guides & Tools');
  });
  it('keeps a title with no brand whole, and the brand alone when nothing else is left', () => {
    expect(cardHeadline('Client Intake Form', 'Acme')).toBe('Client Intake Form');
    expect(cardHeadline('Acme', 'Acme')).toBe('Acme');
  });
});
