// @vitest-environment node
import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { caseStudy } from './caseStudy';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/index.yaml', 'utf8')) as Sections;
const section = page.sections.find((entry) => entry.discriminant === 'caseStudy')?.value ?? {};

describe('the caseStudy section', () => {
  it('takes the home page’s case study', () => {
    const value = caseStudy.schema.parse(section);
    expect(value.still).toMatch(/^\/src\/assets\//);
  });

  it('names the field of a wrong value', () => {
    expect(
      caseStudy.schema.safeParse({ ...section, still: '/src/assets/home/none.webp' }).error
        ?.issues[0]?.path,
    ).toEqual(['still']);
  });
});
