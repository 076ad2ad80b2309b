/**
 * A visitor who arrives at '/#faq' (from another page's menu, an e-mail or an ad) is scrolled to
 * the section while the islands above it are still hydrating; accordions that fold their closed
 * panels as they start then pull the section away. This puts it back under the header each time
 * an island finishes hydrating, until the visitor scrolls, types or taps themselves, or the
 * settle time runs out.
 */
export function realignAnchorAfterHydration(doc: Document = document, settleMs = 6000): () => void {
  const win = doc.defaultView;
  const id = decodeURIComponent(win?.location.hash.slice(1) ?? '');
  if (!win || !id || typeof win.MutationObserver === 'undefined') return () => {};

  let frame = 0;
  const realign = () => {
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(() => {
      doc.getElementById(id)?.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
  };
  // Astro drops an island's `ssr` attribute once it has hydrated.
  const observer = new win.MutationObserver((records) => {
    if (records.some((record) => record.attributeName === 'ssr')) realign();
  });
  observer.observe(doc.body, { attributes: true, attributeFilter: ['ssr'], subtree: true });

  const intents = ['wheel', 'touchstart', 'keydown', 'pointerdown'] as const;
  const stop = () => {
    observer.disconnect();
    win.cancelAnimationFrame(frame);
    for (const type of intents) win.removeEventListener(type, stop);
    win.clearTimeout(timer);
  };
  for (const type of intents) win.addEventListener(type, stop, { once: true, passive: true });
  const timer = win.setTimeout(stop, settleMs);
  return stop;
}
