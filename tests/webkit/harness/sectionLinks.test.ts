// @vitest-environment node
import { landed } from '../../landing';
import { type Landing, problems } from './sectionLinks';

const good: Landing = {
  link: "header 'FAQ'",
  hash: '#faq',
  place: { y: 9000, top: 88, covered: 72, atEnd: false },
  settled: true,
  focus: 'section#faq',
  focusInside: true,
  hashAfter: '#faq',
  before: { y: 0, hash: '', linkTop: 20 },
  back: { y: 1, hash: '', linkTop: 21 },
};

describe('landed', () => {
  it('wants the top between the header and 120 px', () => {
    expect(landed({ top: 72, covered: 72, atEnd: false })).toBe(true);
    expect(landed({ top: 120, covered: 72, atEnd: false })).toBe(true);
    expect(landed({ top: 121, covered: 72, atEnd: false })).toBe(false);
    expect(landed({ top: 40, covered: 72, atEnd: false })).toBe(false);
    expect(landed({ top: -844, covered: 72, atEnd: false })).toBe(false);
  });

  it('allows 48 px under a taller sticky bar, and only asks for view at the end of the page', () => {
    expect(landed({ top: 144, covered: 128, atEnd: false })).toBe(true);
    expect(landed({ top: 180, covered: 128, atEnd: false })).toBe(false);
    expect(landed({ top: 400, covered: 72, atEnd: true })).toBe(true);
    expect(landed({ top: 10, covered: 72, atEnd: true })).toBe(false);
  });
});

describe('problems', () => {
  it('finds none when the section landed under the header with focus, address and Back right', () => {
    expect(problems(good)).toEqual([]);
  });

  it('says where the top landed, against where it should be', () => {
    expect(problems({ ...good, place: { ...good.place, top: 734 } })).toEqual([
      '#faq landed with its top at 734 px (expected 72-120)',
    ]);
  });

  it('accepts a Back that put the link back in its place though the offset changed', () => {
    expect(problems({ ...good, back: { y: 400, hash: '', linkTop: 20 } })).toEqual([]);
  });

  it('names focus left outside, a wrong address and a Back that went elsewhere', () => {
    expect(
      problems({
        ...good,
        settled: false,
        focus: 'body',
        focusInside: false,
        hashAfter: '',
        back: { y: 900, hash: '#faq', linkTop: null },
      }),
    ).toEqual([
      'the page was still moving after 10 s',
      'focus on body, not in #faq',
      "address ends '', not '#faq'",
      "Back went to scrollY 900 '#faq', the link at null px (was 0 '', the link at 20 px)",
    ]);
  });
});
