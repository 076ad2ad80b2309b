import { prefersReducedMotion, subscribeToReducedMotion } from '../../browser/reducedMotion';
import { COUNT_UP_MS, countUpFigure } from './countUp';

/** Share of the grid that must be on screen before counting starts (product.md: 0.05 to 0.2). */
export const IN_VIEW_THRESHOLD = 0.15;

/**
 * Counts every `[data-count-to]` figure in `list` from 0 up to its value with ease-out over
 * `durationMs`, once, when the list first comes into view. The HTML holds the final figures, and
 * they stay as they are where nothing would move them: no IntersectionObserver or animation
 * frames, or reduced motion when the list comes into view. If the visitor turns on reduced motion
 * mid-count, or the returned stop is called, the figures land on their final values at once.
 */
export function countUpWhenSeen(list: Element, durationMs: number = COUNT_UP_MS): () => void {
  const figures = Array.from(list.querySelectorAll<HTMLElement>('[data-count-to]'), (element) => ({
    element,
    target: Number(element.dataset.countTo),
  })).filter(({ target }) => Number.isFinite(target));
  if (
    figures.length === 0 ||
    typeof IntersectionObserver !== 'function' ||
    typeof requestAnimationFrame !== 'function'
  ) {
    return () => {};
  }

  let frame = 0;
  let stopFollowingMotion = () => {};
  const show = (elapsedMs: number) => {
    for (const { element, target } of figures) {
      const text = countUpFigure(target, elapsedMs, durationMs);
      if (element.textContent !== text) element.textContent = text;
    }
  };
  const finish = () => {
    cancelAnimationFrame(frame);
    frame = 0;
    stopFollowingMotion();
    show(Number.POSITIVE_INFINITY);
  };

  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      if (prefersReducedMotion()) return;
      let startedAt: number | null = null;
      const tick = (now: number) => {
        // The first frame sets the clock's zero: the count shows every one of its 2000 ms.
        startedAt ??= now;
        const elapsed = now - startedAt;
        show(elapsed);
        if (elapsed >= durationMs) finish();
        else frame = requestAnimationFrame(tick);
      };
      show(0);
      frame = requestAnimationFrame(tick);
      stopFollowingMotion = subscribeToReducedMotion(() => {
        if (prefersReducedMotion()) finish();
      });
    },
    { threshold: IN_VIEW_THRESHOLD },
  );
  observer.observe(list);

  return () => {
    observer.disconnect();
    if (frame) finish();
  };
}

/** Starts the count-up of every counter grid on the page (`[data-count-up]`). */
export function startStatCounters(doc: Document = document): void {
  for (const list of doc.querySelectorAll('[data-count-up]')) countUpWhenSeen(list);
}
