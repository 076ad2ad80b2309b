import { countUpValue } from './easing';

/** SPEC: a counter takes 2000 ms from 0 to its figure. */
export const COUNT_UP_MS = 2000;

/**
 * How a headline figure is written, in the HTML and at every step of its count: 1,500 or 4.9 (at
 * most two decimals, thousands grouped). Written by hand: the first Intl.NumberFormat a page makes
 * loads the browser's locale data, one ~70 ms task on a phone's CPU just as the page settles.
 */
export function formatFigure(value: number): string {
  const [whole = '0', fraction] = String(Math.round(Math.abs(value) * 100) / 100).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+$)/g, ',');
  return `${value < 0 ? '-' : ''}${grouped}${fraction ? `.${fraction}` : ''}`;
}

/**
 * The text a counter shows `elapsedMs` after it starts counting to `target`: '0' at the start, the
 * figure exactly as the HTML writes it at `durationMs` and after, eased out in between.
 */
export function countUpFigure(
  target: number,
  elapsedMs: number,
  durationMs: number = COUNT_UP_MS,
): string {
  return formatFigure(countUpValue(target, elapsedMs, durationMs));
}
