/**
 * The visitor's reduced-motion setting, for the home page's scripts (particles, counters). Those
 * are written into the page, which only a script that shares no module with another can be: so
 * they read the setting here rather than through src/browser/reducedMotion.ts, which the islands
 * share. The query is the same (src/browser/reducedMotion.test.ts holds it so).
 */
const query = () =>
  typeof matchMedia === 'function' ? matchMedia('(prefers-reduced-motion: reduce)') : undefined;

/** True when the visitor asks for reduced motion, read now. */
export const prefersReducedMotion = (): boolean => query()?.matches ?? false;

/** Calls `onChange` whenever the setting changes; returns the function that stops it. */
export function subscribeToReducedMotion(onChange: () => void): () => void {
  const list = query();
  if (typeof list?.addEventListener !== 'function') return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
