import { articleSchema, breadcrumbList } from './guideJsonLd';
import { jsonLdString } from './jsonLd';

describe('guide structured data', () => {
  it('lists the breadcrumb trail in order, positions from 1', () => {
    const trail = breadcrumbList([
      { name: 'Start', url: 'https://a.test/' },
      { name: 'Library', url: 'https://a.test/library' },
      { name: 'Guide', url: 'https://a.test/library/guide' },
    ]);
    expect(trail['@type']).toBe('BreadcrumbList');
    expect(trail.itemListElement.map((item) => [item.position, item.name, item.item])).toEqual([
      [1, 'Start', 'https://a.test/'],
      [2, 'Library', 'https://a.test/library'],
      [3, 'Guide', 'https://a.test/library/guide'],
    ]);
    expect(() => breadcrumbList([])).toThrow('at least one page');
  });

  it('dates the article by day and falls back to the publishing day when never updated', () => {
    const base = {
      headline: 'H',
      description: 'D',
      url: 'https://a.test/g',
      publisher: 'Acme',
      image: 'https://a.test/og.png',
      published: new Date('2025-03-10T00:00:00Z'),
    };
    expect(articleSchema(base)).toMatchObject({
      datePublished: '2025-03-10',
      dateModified: '2025-03-10',
      author: { name: 'Acme' },
    });
    expect(articleSchema({ ...base, updated: new Date('2025-06-01') }).dateModified).toBe(
      '2025-06-01',
    );
  });

  it('cannot be closed from inside its script element', () => {
    const json = jsonLdString({ name: '</script><!-- a & b' });
    expect(json).not.toMatch(/[<>&]/);
    expect(JSON.parse(json)).toEqual({ name: '</script><!-- a & b' });
  });
});
