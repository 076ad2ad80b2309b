// @vitest-environment node
import { type Landing, problems } from './sectionLinks';

const good: Landing = {
  link: "header 'FAQ'",
  hash: '#faq',
  top: 88,
  settled: true,
  focus: 'section#faq',
  focusInside: true,
  hashAfter: '#faq',
  before: { y: 0, hash: '' },
  back: { y: 1, hash: '' },
};

describe('problems', () => {
  it('finds none when the section landed under the header with focus, address and Back right', () => {
    expect(problems(good)).toEqual([]);
    expect(problems({ ...good, top: 0 })).toEqual([]);
    expect(problems({ ...good, top: 120 })).toEqual([]);
  });

  it('says where the top landed when it is outside 0-120 px', () => {
    expect(problems({ ...good, top: 734 })).toEqual([
      '#faq landed with its top at 734 px (expected 0-120)',
    ]);
    expect(problems({ ...good, top: -19 })).toEqual([
      '#faq landed with its top at -19 px (expected 0-120)',
    ]);
    expect(problems({ ...good, top: Number.NaN })).toHaveLength(1);
  });

  it('names focus left outside the section, a wrong address and a Back that went elsewhere', () => {
    expect(
      problems({
        ...good,
        settled: false,
        focus: 'body',
        focusInside: false,
        hashAfter: '',
        back: { y: 900, hash: '#faq' },
      }),
    ).toEqual([
      'the page was still moving after 10 s',
      'focus on body, not in #faq',
      "address ends '', not '#faq'",
      "Back went to scrollY 900 '#faq' (was 0 '')",
    ]);
  });
});
