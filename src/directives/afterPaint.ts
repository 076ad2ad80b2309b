import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../browser/afterFirstPaint';

/** `client:afterpaint={{ near: '1500px' }}`: how close to the screen the island must also be. */
function nearMargin(value: unknown): string | undefined {
  if (typeof value !== 'object' || value === null) return undefined;
  const near = (value as { near?: unknown }).near;
  return typeof near === 'string' ? near : undefined;
}

/**
 * `client:afterpaint`: hydrates once the first paint is on screen and the browser is idle, so no
 * island's code (React's runtime above all) competes with the first text on a slow phone. With
 * `{ near: '1500px' }` it instead starts, after the first paint, once the island is that close
 * to the screen: like `client:visible` but never before the first paint (an island already that
 * close while the fonts' short block period hides the text would otherwise load first), so an
 * island far down a long page does not start with the page.
 */
const afterPaint: ClientDirective = (load, options, el) => {
  const near = nearMargin(options.value);
  afterFirstPaint(window, () => {
    const hydrate = async () => {
      const start = await load();
      await start();
    };
    if (near === undefined || typeof window.IntersectionObserver !== 'function') {
      if (typeof window.requestIdleCallback === 'function') {
        window.requestIdleCallback(hydrate, { timeout: 2000 });
      } else window.setTimeout(hydrate, 200);
      return;
    }
    // An island is `display: contents`: what it draws is its children.
    const observer = new window.IntersectionObserver(
      (entries) => {
        if (!entries.some((entry) => entry.isIntersecting)) return;
        observer.disconnect();
        // The visitor is on the way to it: start now, as client:visible would.
        void hydrate();
      },
      { rootMargin: near },
    );
    for (const child of Array.from(el.children)) observer.observe(child);
  });
};

export default afterPaint;
