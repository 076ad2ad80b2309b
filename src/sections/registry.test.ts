import { readdirSync } from 'node:fs';
import {
  anchorOf,
  pageHead,
  readSections,
  sectionKinds,
  shownSections,
  stackedPage,
} from './registry';

const hero = {
  discriminant: 'hero',
  value: { headlineLead: 'More booked calls', buttonTarget: '#book-call' },
};
const calendar = {
  discriminant: 'calendar',
  value: { heading: 'Pick a time', calendar: { title: 'Calendar', fallbackLabel: 'Open it' } },
};
const questions = {
  discriminant: 'questions',
  value: { intro: { title: 'Questions' }, items: [{ question: 'Why?', answer: 'Because.' }] },
};
const messages = async (list: unknown[]) =>
  (await readSections(list)).issues.map((issue) => issue.message);

describe('the registry of sections', () => {
  it('has a folder with a component and a test for every kind', () => {
    for (const kind of Object.keys(sectionKinds)) {
      const files = readdirSync(`src/sections/${kind}`);
      expect(
        files.some((file) => /Section\.(astro|tsx)$/.test(file)),
        kind,
      ).toBe(true);
      expect(files, kind).toContain(`${kind}.test.ts`);
    }
  });

  it('reads a page’s sections in order, each checked against its kind', async () => {
    const { sections, issues } = await readSections([hero, questions, calendar]);
    expect(issues).toEqual([]);
    expect(sections.map((section, index) => anchorOf(section, index))).toEqual([
      'hero-1',
      'faq',
      'book-call',
    ]);
  });

  it('names a kind that does not exist and a missing field by the section’s place and kind', async () => {
    expect(
      await messages([
        { discriminant: 'carousel', value: {} },
        { discriminant: 'hero', value: {} },
      ]),
    ).toEqual([
      `section 1: 'carousel' is not a kind of section; the kinds are ${Object.keys(sectionKinds).join(', ')}`,
      expect.stringMatching(/^section 2 \(Opening \(headline and button\)\): /),
    ]);
    const { issues } = await readSections([hero, { discriminant: 'hero', value: {} }]);
    expect(issues[0]?.path).toEqual([1, 'value', 'headlineLead']);
  });

  it('refuses two sections with one anchor, and a jump to an anchor the page does not have', async () => {
    expect(await messages([hero, calendar, { ...calendar, value: { ...calendar.value } }])).toEqual(
      [
        "section 3 (Booking calendar): the anchor 'book-call' is section 2's too; give one of them another",
      ],
    );
    const lost = await readSections([hero, questions]);
    expect(lost.issues).toEqual([
      {
        path: [0, 'value', 'buttonTarget'],
        message:
          "section 1 (Opening (headline and button)): '#book-call' is no part of this page; its anchors are hero-1, faq",
      },
    ]);
  });

  it('takes a sharing picture in PNG, JPEG, WebP or AVIF, with the words for what it shows', async () => {
    const head = { title: 'Dentists', description: 'For dental practices.' };
    const issues = async (more: object) =>
      (await pageHead.safeParseAsync({ ...head, ...more })).error?.issues.map(
        (issue) => `${issue.path.join('.')}: ${issue.message}`,
      );
    const photo = '/src/assets/media/case-study-still.webp';
    expect(await issues({ image: photo, imageAlt: 'A founder on a call' })).toBeUndefined();
    expect(await issues({ image: photo })).toEqual([
      'imageAlt: must say what the sharing picture shows',
    ]);
    expect(
      await issues({ image: '/src/assets/people/marcus-reyes.svg', imageAlt: 'Marcus' }),
    ).toEqual(['image: must be a PNG, JPEG, WebP or AVIF picture']);
  });

  it('puts each issue at its field in the page file', async () => {
    const result = await stackedPage.safeParseAsync({
      meta: { title: 'Dentists', description: 'For dental practices.' },
      sections: [hero, { discriminant: 'questions', value: { intro: { title: 'Q' }, items: [] } }],
    });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'sections.1.value.items',
    ]);
  });

  it('with the landing calendar switched off, leaves the calendar out and books from its button', async () => {
    const { sections } = await readSections([hero, questions, calendar]);
    const on = shownSections(sections, true);
    expect(on.map(({ id }) => id)).toEqual(['hero-1', 'faq', 'book-call']);
    expect(on[0]?.section.value).toHaveProperty('buttonTarget', '#book-call');
    const off = shownSections(sections, false);
    expect(off.map(({ id }) => id)).toEqual(['hero-1', 'faq']);
    expect(off[0]?.section.value).not.toHaveProperty('buttonTarget', '#book-call');
    expect(off[0]?.section.value).toHaveProperty('buttonTarget', undefined);
  });
});
