import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { process } from './process';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/index.yaml', 'utf8')) as Sections;
const section = page.sections.find((entry) => entry.discriminant === 'process')?.value ?? {};

describe('the process section', () => {
  it('takes the home page’s five phases', () => {
    const value = process.schema.parse(section);
    expect(value.phases).toHaveLength(5);
  });

  it('names the field of a wrong value', () => {
    expect(process.schema.safeParse({ ...section, phases: [] }).error?.issues[0]?.path).toEqual([
      'phases',
    ]);
  });
});
