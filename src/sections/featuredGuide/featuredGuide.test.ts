import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { featuredGuide } from './featuredGuide';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/resources.yaml', 'utf8')) as Sections;
const card = page.sections.find((section) => section.discriminant === 'featuredGuide')?.value ?? {};

describe('the featured guide section', () => {
  it('takes the resources page’s card: its three tags and two figures', () => {
    const value = featuredGuide.schema.parse(card);
    expect(value.tags).toEqual(['Marketing Strategy', 'Facebook Ads', 'Conversion Optimization']);
    expect(value.figures).toHaveLength(2);
  });

  it('links only to a page of this site, and wants two figures', () => {
    expect(
      featuredGuide.schema.safeParse({ ...card, href: 'https://elsewhere.test' }).error?.issues[0]
        ?.path,
    ).toEqual(['href']);
    const one = (card.figures as unknown[]).slice(0, 1);
    expect(featuredGuide.schema.safeParse({ ...card, figures: one }).success).toBe(false);
  });
});
