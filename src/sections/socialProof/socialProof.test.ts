import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { socialProof } from './socialProof';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/index.yaml', 'utf8')) as Sections;
const section = page.sections.find((entry) => entry.discriminant === 'socialProof')?.value ?? {};

describe('the socialProof section', () => {
  it('takes the home page’s results', () => {
    const value = socialProof.schema.parse(section);
    expect(value.stats).toHaveLength(4);
  });

  it('names the field of a wrong value', () => {
    expect(
      socialProof.schema.safeParse({ ...section, ratingLabel: 'Five stars' }).error?.issues[0]
        ?.path,
    ).toEqual(['ratingLabel']);
  });
});
