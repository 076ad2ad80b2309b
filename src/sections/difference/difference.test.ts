import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { difference } from './difference';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/index.yaml', 'utf8')) as Sections;
const section = page.sections.find((entry) => entry.discriminant === 'difference')?.value ?? {};

describe('the difference section', () => {
  it('takes the home page’s difference cards', () => {
    const value = difference.schema.parse(section);
    expect(value.cards).toHaveLength(5);
  });

  it('names the field of a wrong value', () => {
    expect(difference.schema.safeParse({ ...section, cards: [] }).error?.issues[0]?.path).toEqual([
      'cards',
    ]);
  });
});
