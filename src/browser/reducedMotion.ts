/**
 * The visitor's reduced-motion setting, the one reader every script asks: the islands (through
 * src/hooks/usePrefersReducedMotion.ts), the page-wide script's reveals and the home page's
 * particles and counters; CSS asks with motion-safe/motion-reduce. The scripts Astro writes into
 * the page must share no module, so each script gets its own copy of this file at build
 * (src/build/ownCopies.ts) rather than a chunk they would all load. False on the server and
 * where the browser cannot tell, so the static HTML never depends on it.
 */
const QUERY = '(prefers-reduced-motion: reduce)';

/** True when the visitor asks for reduced motion, read now. */
export const prefersReducedMotion = (): boolean =>
  typeof matchMedia === 'function' && matchMedia(QUERY).matches;

/** Calls `onChange` whenever the setting changes; returns the function that stops it. */
export function subscribeToReducedMotion(onChange: () => void): () => void {
  const list = typeof matchMedia === 'function' ? matchMedia(QUERY) : undefined;
  if (typeof list?.addEventListener !== 'function') return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
