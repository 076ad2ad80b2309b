import { activeSectionId, readingLine } from './scrollSpy';

const view = { line: 160, viewportHeight: 800, atEnd: false };
const sections = (...tops: number[]) => tops.map((top, i) => ({ id: `s${i + 1}`, top }));

describe('the section being read', () => {
  it('is none while the reader is above the first heading', () => {
    expect(activeSectionId(sections(400, 1200, 2000), view)).toBeNull();
  });

  it('is the last section whose heading has passed the reading line', () => {
    expect(activeSectionId(sections(-900, 100, 700), view)).toBe('s2');
    expect(activeSectionId(sections(-900, -300, 161), view)).toBe('s2');
  });

  it('starts exactly when a heading reaches the line', () => {
    expect(activeSectionId(sections(-900, 160, 700), view)).toBe('s2');
  });

  it('at the end of the page is the last section in view, though it never reached the line', () => {
    const end = { ...view, atEnd: true };
    expect(activeSectionId(sections(-2000, -400, 500), end)).toBe('s3');
    expect(activeSectionId(sections(-2000, -400, 900), end)).toBe('s2');
  });

  it('is none without sections', () => {
    expect(activeSectionId([], view)).toBeNull();
  });
});

describe('the reading line', () => {
  it('sits 40% down the screen, so a heading below a sticky player still counts', () => {
    expect(readingLine(844)).toBeCloseTo(337.6);
    expect(readingLine(800)).toBe(320);
  });

  it('never rises above the header and the contents bar on a short screen', () => {
    expect(readingLine(300)).toBe(160);
  });
});
