import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { idealClient } from './idealClient';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/index.yaml', 'utf8')) as Sections;
const section = page.sections.find((entry) => entry.discriminant === 'idealClient')?.value ?? {};

describe('the idealClient section', () => {
  it('takes the home page’s criteria and questions', () => {
    const value = idealClient.schema.parse(section);
    expect(value.faqs).toHaveLength(6);
  });

  it('names the field of a wrong value', () => {
    expect(idealClient.schema.safeParse({ ...section, faqs: [] }).error?.issues[0]?.path).toEqual([
      'faqs',
    ]);
  });
});
