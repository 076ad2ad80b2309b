/**
 * The islands' one reader of the visitor's reduced-motion setting; CSS uses
 * motion-safe/motion-reduce, and the home page's inlined scripts their own copy
 * (src/browser/motion.ts). False on the server and where the browser cannot tell, so the static
 * HTML never depends on it.
 */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

const query = () =>
  typeof matchMedia === 'function' ? matchMedia(REDUCED_MOTION_QUERY) : undefined;

/** True when the visitor asks for reduced motion, read now. */
export const prefersReducedMotion = (): boolean => query()?.matches ?? false;

/** Calls `onChange` whenever the setting changes; returns the function that stops it. */
export function subscribeToReducedMotion(onChange: () => void): () => void {
  const list = query();
  if (typeof list?.addEventListener !== 'function') return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
