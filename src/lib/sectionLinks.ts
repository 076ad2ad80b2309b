import { prefersReducedMotion } from './reducedMotion';

type MediaWindow = Parameters<typeof prefersReducedMotion>[0];

/** The marker on an in-page link ('#book-call') that should glide there and take focus along. */
export const SECTION_LINK_ATTRIBUTE = 'data-scroll-to';

/** Smooth, unless the visitor asks for reduced motion: then the page moves at once. */
export function scrollBehaviourFor(win?: MediaWindow): ScrollBehavior {
  return prefersReducedMotion(win) ? 'instant' : 'smooth';
}

/**
 * Scrolls the section to the top of the view (the page's scroll-padding keeps it clear of the
 * fixed header) and moves keyboard and screen-reader focus to it, so the next Tab starts there.
 */
export function jumpToSection(target: HTMLElement, win?: MediaWindow): void {
  target.scrollIntoView({ behavior: scrollBehaviourFor(win), block: 'start' });
  // A section is not focusable by itself; -1 lets script focus it without adding a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  // The scroll above is the only movement: focusing must not jump there a second time.
  target.focus({ preventScroll: true });
}

/** The element a link points at on this same page, or null (another page, or no such id). */
export function sectionTarget(link: HTMLAnchorElement, doc: Document): HTMLElement | null {
  const here = doc.location;
  const samePage = here !== null && link.origin === here.origin && link.pathname === here.pathname;
  if (!samePage || link.hash.length < 2) return null;
  return doc.getElementById(decodeURIComponent(link.hash.slice(1)));
}

/**
 * Links marked `data-scroll-to` glide to their section and move focus to it. Without script, or
 * when the target is missing, they stay plain '#anchor' links the browser follows by itself; a
 * click that opens a new tab or window is left to the browser too.
 */
export function setupSectionLinks(doc: Document = document): () => void {
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const origin = event.target instanceof Element ? event.target : null;
    const link = origin?.closest<HTMLAnchorElement>(`a[${SECTION_LINK_ATTRIBUTE}]`);
    if (!link) return;
    const target = sectionTarget(link, doc);
    if (!target) return;
    event.preventDefault();
    // The address names the section, as the plain link would: it can be shared, and Back returns.
    const history = doc.defaultView?.history;
    if (history && doc.location.hash !== link.hash) history.pushState(null, '', link.hash);
    jumpToSection(target, doc.defaultView);
  };
  doc.addEventListener('click', onClick);
  return () => doc.removeEventListener('click', onClick);
}
