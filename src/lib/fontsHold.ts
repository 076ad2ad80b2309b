/** The class that keeps the page unseen while the brand's faces arrive (src/styles/global.css). */
export const FONTS_PENDING_CLASS = 'fonts-pending';

/**
 * The longest a first view waits for them: on Lighthouse's slow 4G both arrive about 0.1 s after
 * the page's first paint could have been, on a 3G line in well under a second.
 */
export const FONTS_HOLD_MS = 1000;

/**
 * Keeps a first view unseen until the brand's faces are in (the page preloads both), at most
 * `maxMs`: drawn first in the matched system face and then re-set, a paragraph can take a line
 * more or less and push the page below it down. A repeat view finds the fonts cached and waits
 * for nothing; past `maxMs` (a very slow network) the page shows and the faces swap in as they
 * come. A key press or a tap shows the page at once: hidden, nothing can take focus, and a
 * keyboard visitor's first Tab would land nowhere. Without script nothing is held. BaseLayout
 * writes it into the page's head with `toString()`, so it uses nothing from outside itself.
 */
export function holdForFonts(
  doc: Document,
  faces: string[],
  maxMs: number,
  pendingClass = 'fonts-pending',
): void {
  const root = doc.documentElement;
  const fonts = doc.fonts;
  if (!fonts || typeof fonts.load !== 'function' || typeof fonts.check !== 'function') return;
  // Already here (cached, or on a page of the same visit): nothing to wait for.
  if (faces.every((face) => fonts.check(face))) return;
  root.classList.add(pendingClass);
  const inputs = ['keydown', 'pointerdown'];
  const show = () => {
    clearTimeout(timer);
    root.classList.remove(pendingClass);
    for (const type of inputs) doc.removeEventListener(type, show, true);
  };
  const timer = setTimeout(show, maxMs);
  // Capturing, so the page is shown before the key's own work (moving focus) is done.
  for (const type of inputs) doc.addEventListener(type, show, true);
  Promise.all(faces.map((face) => fonts.load(face))).then(show, show);
}
