import { describe, expect, it } from 'vitest';
import { sizeTable, visitorsPerVersion } from './sampleSize';

describe('visitors each version needs', () => {
  it('is 3,841 a version to tell 10 % from 12 %', () => {
    // Worked by hand: mean 0.11; (1.96·√(2·0.11·0.89) + 0.8416·√(0.09 + 0.1056))² / 0.02² = 3,840.9.
    expect(visitorsPerVersion(0.1, 0.2)).toBe(3841);
  });

  it('grows as the rate or the difference shrinks', () => {
    expect(visitorsPerVersion(0.02, 0.2)).toBeGreaterThan(visitorsPerVersion(0.1, 0.2));
    expect(visitorsPerVersion(0.02, 0.1)).toBeGreaterThan(visitorsPerVersion(0.02, 0.5));
  });

  it('refuses a rate or a lift that cannot be', () => {
    expect(() => visitorsPerVersion(0, 0.2)).toThrow(RangeError);
    expect(() => visitorsPerVersion(0.9, 0.2)).toThrow(RangeError);
    expect(() => visitorsPerVersion(0.1, 0)).toThrow(RangeError);
  });

  it('prints a row per rate and a column per lift', () => {
    expect(sizeTable([0.1], [0.2, 0.5]).split('\n')).toEqual([
      '| Booked calls per visit | +20 % | +50 % |',
      '|---|---:|---:|',
      `| 10 % | 3,841 | ${visitorsPerVersion(0.1, 0.5).toLocaleString('en-US')} |`,
    ]);
  });
});
