import type { ClientDirective } from 'astro';
import { afterFirstPaint } from '../lib/afterFirstPaint';

/**
 * `client:afterpaint`: hydrates once the first paint is on screen and the browser is idle, so no
 * island's code (React's runtime above all) competes with the first text on a slow phone.
 */
const afterPaint: ClientDirective = (load) => {
  afterFirstPaint(window, () => {
    const hydrate = async () => {
      const start = await load();
      await start();
    };
    if (typeof window.requestIdleCallback === 'function') {
      window.requestIdleCallback(hydrate, { timeout: 2000 });
    } else window.setTimeout(hydrate, 200);
  });
};

export default afterPaint;
