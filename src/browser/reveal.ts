import { prefersReducedMotion } from './reducedMotion';

/** product.md: sections animate in once as they enter view, at a threshold between 0.05 and 0.2. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Sections (`[data-reveal]`) fade in as the visitor scrolls to them. Nothing is hidden until the
 * visitor first scrolls: then the sections still wholly below the fold are marked waiting (CSS
 * fades them out, unseen) and each is shown as it enters view. So what is on screen never
 * flashes, and a page that is printed, captured whole or read without scrolling shows everything.
 * Without IntersectionObserver or with reduced motion nothing is hidden at all.
 */
export function setupReveal(doc: Document = document, threshold = REVEAL_THRESHOLD): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver === 'undefined') return () => {};
  if (prefersReducedMotion()) return () => {};
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const entry of entries) {
        if (!entry.isIntersecting) continue;
        (entry.target as HTMLElement).dataset.reveal = 'shown';
        observer.unobserve(entry.target);
      }
    },
    { threshold },
  );
  const arm = () => {
    for (const element of doc.querySelectorAll<HTMLElement>('[data-reveal]')) {
      // Already on screen, or marked already (a section an in-page link went to: 'arrived').
      if (element.dataset.reveal || element.getBoundingClientRect().top < win.innerHeight) continue;
      element.dataset.reveal = 'waiting';
      observer.observe(element);
    }
  };
  win.addEventListener('scroll', arm, { once: true, passive: true });
  return () => {
    win.removeEventListener('scroll', arm);
    observer.disconnect();
  };
}

/** How far beyond the screen a section counts as in view: its loops are moving as it arrives. */
export const LOOPS_MARGIN = '200px 0px';

/**
 * The looping decorations (the availability ping, the AI hub's pulses, the process diagram) rest
 * while their section is off screen: a running CSS animation asks the browser for a frame, and
 * its main thread for some work, sixty times a second, seen or not. Each section of `<main>` is
 * marked `data-loops="resting"` while it is out of view, and unmarked as it comes within
 * LOOPS_MARGIN of the screen, as the hero's particles already do. CSS pauses the elements inside
 * that carry the `looping` class: a component adds it to each endless animation it draws.
 */
export function restLoopsOffScreen(doc: Document = document): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver === 'undefined') return () => {};
  const observer = new win.IntersectionObserver(
    (entries) => {
      for (const { target, isIntersecting } of entries) {
        const section = target as HTMLElement;
        if (isIntersecting) delete section.dataset.loops;
        else section.dataset.loops = 'resting';
      }
    },
    { rootMargin: LOOPS_MARGIN },
  );
  for (const section of doc.querySelectorAll('main section')) observer.observe(section);
  return () => observer.disconnect();
}
