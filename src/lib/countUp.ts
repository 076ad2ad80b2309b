import { countUpValue } from './easing';

/** SPEC: a counter takes 2000 ms from 0 to its figure. */
export const COUNT_UP_MS = 2000;

const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** How a headline figure is written, in the HTML and at every step of its count: 1,500 or 4.9. */
export function formatFigure(value: number): string {
  return numberFormat.format(value);
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
