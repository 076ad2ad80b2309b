import { formatTime } from './formatTime';

describe('formatTime', () => {
  it('reads 0:00 at the start', () => {
    expect(formatTime(0)).toBe('0:00');
  });

  it('shows minutes and two-digit seconds, rounding down to the whole second', () => {
    expect(formatTime(7)).toBe('0:07');
    expect(formatTime(59.99)).toBe('0:59');
    expect(formatTime(60)).toBe('1:00');
    expect(formatTime(125.4)).toBe('2:05');
    expect(formatTime(750)).toBe('12:30');
  });

  it('adds hours only past the hour, with two-digit minutes', () => {
    expect(formatTime(3599)).toBe('59:59');
    expect(formatTime(3723)).toBe('1:02:03');
  });

  it('reads 0:00 for what is not a number of seconds yet', () => {
    expect(formatTime(Number.NaN)).toBe('0:00');
    expect(formatTime(Number.POSITIVE_INFINITY)).toBe('0:00');
    expect(formatTime(-3)).toBe('0:00');
  });
});
