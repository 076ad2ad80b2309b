import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { team } from './team';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/index.yaml', 'utf8')) as Sections;
const section = page.sections.find((entry) => entry.discriminant === 'team')?.value ?? {};

describe('the team section', () => {
  it('takes the home page’s founder and promises', () => {
    const value = team.schema.parse(section);
    expect(value.promises).toHaveLength(3);
  });

  it('names the field of a wrong value', () => {
    expect(team.schema.safeParse({ ...section, promises: [] }).error?.issues[0]?.path).toEqual([
      'promises',
    ]);
  });
});
