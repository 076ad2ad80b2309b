import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { homeHero } from './homeHero';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/index.yaml', 'utf8')) as Sections;
const section = page.sections.find((entry) => entry.discriminant === 'homeHero')?.value ?? {};

describe('the homeHero section', () => {
  it('takes the home page’s opening', () => {
    const value = homeHero.schema.parse(section);
    expect(value.proofPoints).toHaveLength(3);
  });

  it('names the field of a wrong value', () => {
    expect(
      homeHero.schema.safeParse({ ...section, proofPoints: ['a', 'b', 'c', 'd', 'e'] }).error
        ?.issues[0]?.path,
    ).toEqual(['proofPoints']);
  });
});
