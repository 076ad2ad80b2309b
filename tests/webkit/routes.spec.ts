import { builtRoutes } from '../../scripts/site-map.ts';
import { browser, inOrder, type WebKitWindow, widths } from './harness/session';

/** The islands still waiting to start: each one's component, by its script's name. */
const sleepingIslands = (webkit: WebKitWindow) =>
  webkit.driver.executeScript<string[]>(
    `return [...document.querySelectorAll('astro-island[ssr]')].map((island) =>
      (island.getAttribute('component-url') || '?').replace(/^.*\\//, '').replace(/\\..*$/, ''))`,
  );

/**
 * Goes down the page a screen at a time, so every island near the screen wakes, then back up;
 * then scrolls to each island still asleep in turn until each has started, and returns those
 * that never did. An island the quick scroll passed between two frames is scrolled to again.
 */
async function wakeEveryIsland(webkit: WebKitWindow): Promise<string[]> {
  await webkit.driver.executeAsyncScript(`
    const done = arguments[arguments.length - 1];
    (async () => {
      const step = Math.max(200, Math.floor(innerHeight * 0.7));
      for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
        scrollTo({ top: y, behavior: 'instant' });
        await new Promise((resolve) => setTimeout(resolve, 80));
      }
      scrollTo({ top: 0, behavior: 'instant' });
    })().then(done, done);
  `);
  for (let round = 0; round < 20; round += 1) {
    if ((await sleepingIslands(webkit)).length === 0) return [];
    await webkit.driver.executeScript(
      `const asleep = document.querySelectorAll('astro-island[ssr]');
       const island = asleep[arguments[0] % Math.max(asleep.length, 1)];
       (island?.firstElementChild ?? island)?.scrollIntoView({ block: 'center', behavior: 'instant' });`,
      round,
    );
    await webkit.driver.sleep(round < 10 ? 300 : 1000);
  }
  return sleepingIslands(webkit);
}

// Each width has its own browser: the two run side by side, each one's routes in order.
describe.concurrent.each(widths)('every route in WebKit at %i px', (width) => {
  const webkit = browser(width);

  it.each(builtRoutes())(
    '%s loads, every island starts once scrolled to, and nothing throws',
    inOrder,
    async (route) => {
      await webkit.open(route);
      const innerWidth = await webkit.driver.executeScript<number>('return innerWidth');
      expect(innerWidth, `${webkit.where}: innerWidth`).toBe(width);
      expect(await wakeEveryIsland(webkit), `${webkit.where}: islands that never started`).toEqual(
        [],
      );
      expect(await webkit.errors(), `${webkit.where}: uncaught errors`).toEqual([]);
    },
  );
});
