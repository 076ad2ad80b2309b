import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { categories } from './categories';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/resources.yaml', 'utf8')) as Sections;
const cards = page.sections.find((section) => section.discriminant === 'categories')?.value ?? {};

describe('the category cards section', () => {
  it('takes the resources page’s four categories', () => {
    expect(categories.schema.parse(cards).categories.map((card) => card.title)).toEqual([
      'Guides',
      'Tools & Templates',
      'AI & Prompts',
      'Case Studies',
    ]);
  });

  it('asks for exactly four cards', () => {
    const three = (cards.categories as unknown[]).slice(0, 3);
    expect(
      categories.schema.safeParse({ ...cards, categories: three }).error?.issues[0]?.message,
    ).toMatch(/^Too small: expected array to have exactly 4 items/);
  });
});
