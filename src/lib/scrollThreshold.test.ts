import { HEADER_SCROLL_THRESHOLD, isScrolledPast } from './scrollThreshold';

describe('isScrolledPast', () => {
  it('uses the 10 px threshold of the spec', () => {
    expect(HEADER_SCROLL_THRESHOLD).toBe(10);
  });
  it('stays transparent at the top and at exactly 10 px', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(10)).toBe(false);
  });
  it('turns solid past 10 px', () => {
    expect(isScrolledPast(10.5)).toBe(true);
    expect(isScrolledPast(400)).toBe(true);
  });
});
