import { buildSeo } from './seo';

const base = {
  brandName: 'Acme',
  siteUrl: 'https://acme.test/',
  defaultDescription: 'Default description of the site.',
};

describe('buildSeo', () => {
  it('falls back to the brand and the default description', () => {
    const seo = buildSeo({ ...base, path: '/' });
    expect(seo.title).toMatch(/^Acme \| /);
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
  it('makes the preview image absolute', () => {
    expect(buildSeo({ ...base, path: '/' }).image).toBe('https://acme.test/og-image.png');
    expect(buildSeo({ ...base, path: '/', image: 'https://cdn.test/a.png' }).image).toBe(
      'https://cdn.test/a.png',
    );
  });
});
