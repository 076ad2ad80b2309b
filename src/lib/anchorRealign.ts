/**
 * A visitor who arrives at '/#faq' (from another page's menu, an e-mail or an ad) is scrolled to
 * the section while the islands above it are still hydrating; accordions that fold their closed
 * panels as they start then pull the section away. This puts it back under the header whenever
 * the page's height changes, until the visitor scrolls, types or taps themselves, or the settle
 * time (long, for slow phones) runs out.
 */
export function realignAnchorAfterHydration(
  doc: Document = document,
  settleMs = 20000,
): () => void {
  const win = doc.defaultView;
  const id = decodeURIComponent(win?.location.hash.slice(1) ?? '');
  const target = id ? doc.getElementById(id) : null;
  if (!win || !target || typeof win.ResizeObserver === 'undefined') return () => {};

  let frame = 0;
  const realign = () => {
    win.cancelAnimationFrame(frame);
    frame = win.requestAnimationFrame(() => {
      target.scrollIntoView({ block: 'start', behavior: 'instant' });
    });
  };
  // Folding panels, late images and fonts all change the page's height above the target.
  const observer = new win.ResizeObserver(realign);
  observer.observe(doc.body);

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
