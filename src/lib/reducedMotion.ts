/** The one reader of the visitor's reduced-motion setting; CSS uses motion-safe/motion-reduce. */
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

type MediaWindow = Pick<Window, 'matchMedia'>;

function currentWindow(): MediaWindow | undefined {
  return typeof window === 'undefined' ? undefined : window;
}

function query(win: MediaWindow | null | undefined): MediaQueryList | undefined {
  return typeof win?.matchMedia === 'function' ? win.matchMedia(REDUCED_MOTION_QUERY) : undefined;
}

/**
 * True when the visitor asks for reduced motion, read now. False on the server and where the
 * browser cannot tell, so the static HTML never depends on it.
 */
export function prefersReducedMotion(
  win: MediaWindow | null | undefined = currentWindow(),
): boolean {
  return query(win)?.matches ?? false;
}

/** Calls `onChange` whenever the setting changes; returns the function that stops it. */
export function subscribeToReducedMotion(
  onChange: () => void,
  win: MediaWindow | null | undefined = currentWindow(),
): () => void {
  const list = query(win);
  if (typeof list?.addEventListener !== 'function') return () => {};
  list.addEventListener('change', onChange);
  return () => list.removeEventListener('change', onChange);
}
