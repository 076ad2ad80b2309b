import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { heroNotice } from './heroNotice';

type Sections = { sections: { discriminant: string; value: Record<string, unknown> }[] };
const page = load(readFileSync('src/content/campaigns/resources.yaml', 'utf8')) as Sections;
const opening = page.sections[0];

describe('the opening with a notice', () => {
  it('opens the resources page: its headline in two parts, and the notice', () => {
    expect(opening?.discriminant).toBe('heroNotice');
    const value = heroNotice.schema.parse(opening?.value);
    expect(`${value.hero.headlineLead} ${value.hero.headlineEmphasis}`).toBe(
      'Undeniable Resources',
    );
    expect(value.notice.title).toBe("We're Just Getting Started");
  });

  it('refuses an empty notice', () => {
    const notice = { title: ' ', text: 'Soon.' };
    expect(
      heroNotice.schema.safeParse({ ...opening?.value, notice }).error?.issues[0]?.path,
    ).toEqual(['notice', 'title']);
  });
});
