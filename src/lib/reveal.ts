/** SPEC: sections animate in once as they enter view, at a threshold between 0.05 and 0.2. */
export const REVEAL_THRESHOLD = 0.1;

/**
 * Marks every `[data-reveal]` element still below the fold as waiting (CSS fades it out) and
 * shows it once it enters view. Elements already on screen are left alone so nothing flashes;
 * without IntersectionObserver or with reduced motion nothing is hidden at all.
 */
export function setupReveal(doc: Document = document, threshold = REVEAL_THRESHOLD): () => void {
  const win = doc.defaultView;
  if (!win || typeof win.IntersectionObserver === 'undefined') return () => {};
  if (win.matchMedia?.('(prefers-reduced-motion: reduce)').matches) return () => {};
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
  for (const element of doc.querySelectorAll<HTMLElement>('[data-reveal]')) {
    if (element.getBoundingClientRect().top < win.innerHeight) continue;
    element.dataset.reveal = 'waiting';
    observer.observe(element);
  }
  return () => observer.disconnect();
}
