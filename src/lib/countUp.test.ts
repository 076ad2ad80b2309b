import { COUNT_UP_MS, countUpFigure, formatFigure } from './countUp';

describe('countUpFigure', () => {
  it('takes 2000 ms', () => {
    expect(COUNT_UP_MS).toBe(2000);
  });

  it('reads 0 at the start', () => {
    expect(countUpFigure(150, 0)).toBe('0');
    expect(countUpFigure(4.9, 0)).toBe('0');
  });

  it('eases out: most of the way at half time', () => {
    expect(countUpFigure(150, 1000)).toBe('131'); // 150 × 0.875 = 131.25
    expect(countUpFigure(47, 1000)).toBe('41');
    expect(countUpFigure(90, 1000)).toBe('79'); // 78.75
    expect(countUpFigure(4.9, 1000)).toBe('4.3'); // the target's one decimal
  });

  it('lands exactly on the figure as the HTML writes it, and stays there', () => {
    for (const target of [150, 47, 90, 80, 4.9, 1500, 0.25]) {
      expect(countUpFigure(target, COUNT_UP_MS)).toBe(formatFigure(target));
      expect(countUpFigure(target, 60_000)).toBe(formatFigure(target));
    }
    expect(countUpFigure(1500, COUNT_UP_MS)).toBe('1,500');
  });

  it('takes a custom duration', () => {
    expect(countUpFigure(100, 500, 1000)).toBe('88');
    expect(countUpFigure(100, 1000, 1000)).toBe('100');
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
