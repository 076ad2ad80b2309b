import { isScrolledPast } from './scrollThreshold';

describe('isScrolledPast, at the 10 px threshold of the spec', () => {
  it('stays transparent at the top and at exactly 10 px', () => {
    expect(isScrolledPast(0)).toBe(false);
    expect(isScrolledPast(10)).toBe(false);
  });
  it('turns solid past 10 px', () => {
    expect(isScrolledPast(10.5)).toBe(true);
    expect(isScrolledPast(400)).toBe(true);
  });
});
