import { builtRoutes } from '../../scripts/site-map.ts';
import { browser, inOrder, widths } from './harness/session';

// Each width has its own browser: the two run side by side, each one's routes in order.
describe.concurrent.each(widths)('every route in WebKit at %i px', (width) => {
  const webkit = browser(width);

  it.each(builtRoutes())(
    '%s loads, every island starts once scrolled to, and nothing throws',
    inOrder,
    async (route) => {
      await webkit.open(route);
      expect(await webkit.run<number>('return innerWidth'), `${webkit.where}: innerWidth`).toBe(
        width,
      );
      expect(await webkit.wakeEveryIsland(), `${webkit.where}: islands that never started`).toEqual(
        [],
      );
      expect(await webkit.errors(), `${webkit.where}: uncaught errors`).toEqual([]);
    },
  );
});
