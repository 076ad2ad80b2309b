import { siteJsonLdGraph } from './siteJsonLd';

const input = {
  brandName: 'Acme',
  siteUrl: 'https://www.acme.test',
  description: 'Growth systems for founders.',
  email: 'hi@acme.test',
  logo: '/logo.png',
  socials: {
    linkedin: 'https://www.linkedin.com/company/acme',
    youtube: 'https://www.youtube.com/@acme',
    website: 'https://www.acme.test',
  },
};

const byType = (type: string) =>
  siteJsonLdGraph(input)['@graph'].find((node) => node['@type'] === type);

describe('siteJsonLdGraph', () => {
  it('describes the organisation from the site configuration', () => {
    expect(byType('Organization')).toMatchObject({
      '@id': 'https://www.acme.test/#organization',
      name: 'Acme',
      url: 'https://www.acme.test/',
      logo: 'https://www.acme.test/logo.png',
      email: 'hi@acme.test',
    });
  });
  it('lists the profiles elsewhere as sameAs, leaving out the site itself', () => {
    expect(byType('Organization')).toMatchObject({
      sameAs: ['https://www.linkedin.com/company/acme', 'https://www.youtube.com/@acme'],
    });
  });
  it('names the organisation as the web site publisher by its id', () => {
    expect(byType('WebSite')).toMatchObject({
      name: 'Acme',
      url: 'https://www.acme.test/',
      publisher: { '@id': 'https://www.acme.test/#organization' },
    });
  });
  it('keeps an absolute logo address as given', () => {
    const graph = siteJsonLdGraph({ ...input, logo: 'https://cdn.test/l.png' });
    expect(graph['@graph'][0]).toMatchObject({ logo: 'https://cdn.test/l.png' });
  });
});
