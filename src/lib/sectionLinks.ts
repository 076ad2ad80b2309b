/**
 * Links to a section of the same page ('#faq', '#book-call', a guide's contents). BaseLayout writes
 * these functions into every page with `toString()`, so they work from the first paint, before
 * any island has started; so they use nothing from outside themselves (not even reducedMotion.ts).
 */

export interface GoToSectionOptions {
  /** 'smooth', or 'instant'; left out, smooth unless the visitor asks for reduced motion. */
  behavior?: ScrollBehavior;
  /** The address to show ('#faq'), as a link would; left out, the address stays as it is. */
  hash?: string;
  /** How long the section is held in place while the page settles (ms). */
  settleMs?: number;
}

/**
 * Scrolls the section to the top of the window (the page's scroll-padding keeps it under the
 * fixed header), moves focus to it, and holds it there while the page changes height on the way
 * and after (sections laid out as they near, accordions folding as they start, late images),
 * until the visitor scrolls, taps, types or goes Back, or the settle time runs out. Returns the
 * function that stops holding it.
 */
export function goToSection(target: HTMLElement, options: GoToSectionOptions = {}): () => void {
  const doc = target.ownerDocument;
  const win = doc.defaultView;
  if (!win) return () => {};
  const reduce =
    typeof win.matchMedia === 'function' &&
    win.matchMedia('(prefers-reduced-motion: reduce)').matches;
  const behavior = options.behavior ?? (reduce ? 'instant' : 'smooth');
  // Sections below the first screen stand in at a guessed height until they near the window
  // (`.render-when-near`); laid out for real, the way there is measured on the real page.
  doc.documentElement.setAttribute('data-whole-page', '');
  // The section asked for is shown at once, not risen into place (src/lib/reveal.ts): the rise
  // would move it from where it was aimed.
  const rising = target.closest<HTMLElement>('[data-reveal]');
  if (rising && rising.dataset.reveal !== 'shown') rising.dataset.reveal = 'arrived';
  if (options.hash && win.location.hash !== options.hash) {
    // The address names the section: it can be shared, and Back returns.
    win.history.pushState(null, '', options.hash);
  }
  const aim = () => target.scrollIntoView({ behavior, block: 'start' });
  aim();
  // A section is not focusable by itself; -1 lets script focus it without adding a Tab stop.
  if (!target.hasAttribute('tabindex')) target.setAttribute('tabindex', '-1');
  target.focus({ preventScroll: true });

  if (typeof win.ResizeObserver === 'undefined') return () => {};
  let frame = 0;
  const observer = new win.ResizeObserver(() => {
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(aim);
  });
  observer.observe(doc.body);
  const intents = ['wheel', 'touchstart', 'keydown', 'pointerdown', 'popstate'] as const;
  const stop = () => {
    observer.disconnect();
    win.cancelAnimationFrame(frame);
    win.clearTimeout(timer);
    for (const type of intents) win.removeEventListener(type, stop, true);
  };
  for (const type of intents) win.addEventListener(type, stop, { capture: true, passive: true });
  const timer = win.setTimeout(stop, options.settleMs ?? 10000);
  return stop;
}

/**
 * Every same-page link click (header, menu, footer, calls to action, contents) goes through
 * `goTo`; a click that opens a new tab or window, a link to another page or to no element, and a
 * click some widget has already handled stay the browser's. Back returns the followed link to
 * where it was in the window, even when the page has changed height above it since (the browser
 * alone restores the old offset). A visitor who arrives at '/#faq' is held at the section the same
 * way while the page above it starts. Returns the function that stops listening.
 */
export function followSectionLinks(
  doc: Document,
  goTo: (target: HTMLElement, options?: GoToSectionOptions) => () => void,
): () => void {
  const win = doc.defaultView;
  const byHash = (hash: string) => {
    try {
      return hash.length > 1 ? doc.getElementById(decodeURIComponent(hash.slice(1))) : null;
    } catch {
      return null;
    }
  };
  // The links followed, by a number the history entry they were followed from keeps.
  const returns = new Map<number, { link: Element; top: number }>();
  const onClick = (event: MouseEvent) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const origin = event.target instanceof Element ? event.target : null;
    const link = origin?.closest<HTMLAnchorElement>('a[href]');
    if (!link || (link.target && link.target !== '_self') || link.hasAttribute('download')) return;
    const here = doc.location;
    if (link.origin !== here.origin || link.pathname !== here.pathname) return;
    const target = byHash(link.hash);
    if (!target) return;
    event.preventDefault();
    const state: unknown = win?.history.state;
    if (win && link.hash !== here.hash && (state === null || typeof state === 'object')) {
      const key = returns.size + 1;
      returns.set(key, { link, top: link.getBoundingClientRect().top });
      win.history.replaceState({ ...state, sectionLinkReturn: key }, '');
    }
    goTo(target, { hash: link.hash });
  };
  const onBack = (event: PopStateEvent) => {
    const state = event.state as { sectionLinkReturn?: number } | null;
    const point = returns.get(state?.sectionLinkReturn ?? 0);
    if (!win || !point) return;
    const { link, top } = point;
    const restore = () => {
      // A link in a menu that has closed since has no place to return to: the browser's stands.
      if (link.isConnected && link.getClientRects().length > 0) {
        win.scrollBy({ top: link.getBoundingClientRect().top - top, behavior: 'instant' });
      }
    };
    // Now, and again once the browser has put back its own remembered offset, which it may do
    // after this event.
    restore();
    win.requestAnimationFrame(restore);
  };
  doc.addEventListener('click', onClick);
  win?.addEventListener('popstate', onBack);
  // Back, Forward and a reload restore the visitor's own place: only a new arrival is held.
  const [entry] = win?.performance?.getEntriesByType?.('navigation') ?? [];
  const how = (entry as PerformanceNavigationTiming | undefined)?.type;
  const arrivedAt = how === 'back_forward' || how === 'reload' ? null : byHash(doc.location.hash);
  const hold = arrivedAt ? goTo(arrivedAt, { behavior: 'instant', settleMs: 20000 }) : () => {};
  return () => {
    hold();
    doc.removeEventListener('click', onClick);
    win?.removeEventListener('popstate', onBack);
  };
}
