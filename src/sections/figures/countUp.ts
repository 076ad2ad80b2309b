/** Clamps to 0..1; NaN counts as the start. */
function clampUnit(t: number): number {
  if (Number.isNaN(t)) return 0;
  return Math.min(1, Math.max(0, t));
}

/** Fast start, soft landing: 1 - (1 - t)^3 over t clamped to 0..1. */
export function easeOutCubic(t: number): number {
  const x = clampUnit(t);
  return 1 - (1 - x) ** 3;
}

/** How many decimals a figure is written with (150 → 0, 4.9 → 1), so counting keeps its precision. */
function decimalsOf(value: number): number {
  const [, fraction = ''] = String(value).split('.');
  return fraction.length;
}

/** Rounds `value` to as many decimals as `like` is written with: roundLike(131.25, 150) is 131. */
export function roundLike(value: number, like: number): number {
  const factor = 10 ** decimalsOf(like);
  return Math.round(value * factor) / factor;
}

/**
 * The figure a counter shows `elapsedMs` after it starts: 0 at the start, `target` at and after
 * `durationMs`, eased out in between and rounded to the target's own precision.
 */
export function countUpValue(target: number, elapsedMs: number, durationMs = 2000): number {
  if (durationMs <= 0 || elapsedMs >= durationMs) return target;
  return roundLike(target * easeOutCubic(elapsedMs / durationMs), target);
}

/** product.md: a counter takes 2000 ms from 0 to its figure. */
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
