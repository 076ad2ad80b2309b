import { COUNT_UP_MS, countUpFigure, countUpValue, easeOutCubic, formatFigure } from './countUp';

describe('countUpFigure', () => {
  it('takes 2000 ms', () => {
    expect(COUNT_UP_MS).toBe(2000);
  });

  it('lands exactly on the figure as the HTML writes it, and stays there', () => {
    for (const target of [150, 47, 90, 80, 4.9, 1500, 0.25]) {
      expect(countUpFigure(target, COUNT_UP_MS)).toBe(formatFigure(target));
      expect(countUpFigure(target, 60_000)).toBe(formatFigure(target));
    }
    expect(countUpFigure(1500, COUNT_UP_MS)).toBe('1,500');
  });
});

describe('formatFigure', () => {
  it('writes a figure as en-US grouping with at most two decimals would', () => {
    const reference = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });
    for (const value of [
      0, 7, 47, 150, 999, 1000, 1500, 12345.678, 1234567, 4.9, 0.25, 0.005, -1500.5,
    ]) {
      expect(formatFigure(value)).toBe(reference.format(value));
    }
  });
});

describe('easeOutCubic', () => {
  it('eases out: ahead of linear in the middle, slowing towards the end', () => {
    expect(easeOutCubic(0.5)).toBeCloseTo(0.875);
    expect(easeOutCubic(0.25)).toBeGreaterThan(0.25);
    const early = easeOutCubic(0.1) - easeOutCubic(0);
    const late = easeOutCubic(1) - easeOutCubic(0.9);
    expect(early).toBeGreaterThan(late);
  });

  it('clamps input outside 0..1 and treats NaN as the start', () => {
    expect(easeOutCubic(-2)).toBe(0);
    expect(easeOutCubic(3)).toBe(1);
    expect(easeOutCubic(Number.NaN)).toBe(0);
  });
});

describe('countUpValue', () => {
  it('shows 0 at the start and before it', () => {
    expect(countUpValue(150, 0)).toBe(0);
    expect(countUpValue(150, -50)).toBe(0);
  });

  it('shows the target at 2000 ms and after', () => {
    expect(countUpValue(150, 2000)).toBe(150);
    expect(countUpValue(150, 9000)).toBe(150);
  });

  it('eases out in between, as whole numbers for a whole target', () => {
    expect(countUpValue(150, 1000)).toBe(131); // 150 × 0.875 = 131.25
    expect(countUpValue(47, 500)).toBe(27); // 47 × 0.578125 = 27.17
    expect(Number.isInteger(countUpValue(90, 333))).toBe(true);
  });

  it('never decreases and never passes the target', () => {
    let previous = 0;
    for (let ms = 0; ms <= 2100; ms += 16) {
      const value = countUpValue(80, ms);
      expect(value).toBeGreaterThanOrEqual(previous);
      expect(value).toBeLessThanOrEqual(80);
      previous = value;
    }
  });

  it('keeps the precision of a decimal target', () => {
    expect(countUpValue(4.9, 1000)).toBe(4.3); // 4.9 × 0.875 = 4.2875
  });

  it('honours a custom duration and jumps to the target for a zero duration', () => {
    expect(countUpValue(100, 500, 1000)).toBe(88); // 87.5 rounds up
    expect(countUpValue(100, 0, 0)).toBe(100);
  });
});
