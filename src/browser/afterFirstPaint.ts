/**
 * Runs `run` once, in a task of its own, after the page's first contentful paint is on screen:
 * the moment an island's code may start downloading and running without holding back the first
 * text on a slow phone. Paint timing delivers its first-contentful-paint entry after the frame is
 * presented; a browser without paint timing waits for the load event instead.
 */
export function afterFirstPaint(win: Window & typeof globalThis, run: () => void): void {
  let ran = false;
  const once = () => {
    if (ran) return;
    ran = true;
    run();
  };
  const Observer = win.PerformanceObserver as typeof PerformanceObserver | undefined;
  if (Observer?.supportedEntryTypes?.includes('paint')) {
    const observer = new Observer((list) => {
      if (list.getEntriesByName('first-contentful-paint').length === 0) return;
      observer.disconnect();
      win.setTimeout(once, 0);
    });
    observer.observe({ type: 'paint', buffered: true });
    return;
  }
  if (win.document.readyState === 'complete') win.setTimeout(once, 0);
  else win.addEventListener('load', once, { once: true });
}
