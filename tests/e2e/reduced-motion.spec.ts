import type { Page } from '@playwright/test';
import { routesForTests } from '../../scripts/site-map.ts';
import { desktop, expect, test, wakeSleepingIslands } from './fixtures';

/**
 * Animations playing now: all of them, or with `movingOnly` those that move or fade something
 * (a keyframe animation, or a transition of opacity or of a transform), not a colour change.
 */
function runningAnimations(page: Page, movingOnly = false) {
  return page.evaluate(
    (moving) =>
      document
        .getAnimations()
        .filter((animation) => animation.playState === 'running')
        .filter(
          (animation) =>
            !moving ||
            animation instanceof CSSAnimation ||
            (animation instanceof CSSTransition &&
              /^(opacity|transform|translate|scale|rotate)$/.test(animation.transitionProperty)),
        )
        .map((animation) => {
          const target = (animation.effect as KeyframeEffect | null)?.target;
          const name =
            animation instanceof CSSAnimation
              ? animation.animationName
              : animation instanceof CSSTransition
                ? `transition of ${animation.transitionProperty}`
                : 'script animation';
          return `${name} on ${target?.tagName.toLowerCase()}.${[...(target?.classList ?? [])].slice(0, 3).join('.')}`;
        }),
    movingOnly,
  );
}

/** Half the pixels each way: a quarter of the work to capture, and any movement still shows. */
const look = { fullPage: true, scale: 'device' } as const;

test.describe('under prefers-reduced-motion: reduce', () => {
  test.use({ viewport: desktop, deviceScaleFactor: 0.5, reducedMotion: 'reduce' });
  // Once in a clean clone's run (of seven this day), Chromium's headless shell never answered a
  // full-page capture of / ('fonts loaded', then nothing for 30 s) while the other worker's tests
  // ran in 3 s; it did not come back in twelve runs beside two busy loops. A page that moves fails
  // both tries.
  test.describe.configure({ retries: 1 });

  for (const route of routesForTests()) {
    test(`${route}: nothing moves by itself, from the first screen to the last`, async ({
      page,
    }) => {
      // The page's timers run on a clock the test moves: 15 s pass between the two looks, longer
      // than the counters (2 s), the carousel (5 s) and the mockup scroller (12 s) need to move.
      await page.clock.install();
      await page.goto(route);
      await page.clock.runFor(2000);
      // Going down the page screen by screen arms the reveals and wakes every island, counter and
      // reveal before the first look (a resize instead would redraw the hero canvas).
      const tops = await page.evaluate(() =>
        Array.from(
          { length: Math.ceil(document.documentElement.scrollHeight / window.innerHeight) + 1 },
          (_, index) => index * window.innerHeight,
        ),
      );
      const onTheWay = new Set<string>();
      for (const top of [...tops, 0]) {
        await page.evaluate((y) => window.scrollTo({ top: y, behavior: 'instant' }), top);
        await page.waitForTimeout(50);
        for (const moving of await runningAnimations(page, true)) onTheWay.add(moving);
      }
      expect([...onTheWay], 'what moved or faded in on the way down').toEqual([]);
      // Every island has run, every font is in and every request has had its answer (a blocked
      // provider's fallback may stand in late on a busy machine), so the first look is settled.
      // An island that waits for the first paint and an idle moment (client:afterpaint) starts on
      // the page's timers, which move only with the test's clock.
      await page.clock.runFor(2000);
      await wakeSleepingIslands(page);
      await page.waitForLoadState('networkidle');
      await page.evaluate(() => document.fonts.ready.then(() => undefined));
      // Real time for the browser's own observers, then the page's clock for what they scheduled.
      await page.waitForTimeout(300);
      await page.clock.runFor(3000);
      await page.waitForTimeout(300);
      await page.clock.runFor(100);

      // Two looks 15 s apart on the page's clock. A late one-off arrival on a busy machine (an
      // image decoded, a provider's refusal) can part the first pair; whatever moves by itself
      // parts every pair, so a second pair, also 15 s apart, decides.
      const lookTwice = async () => {
        const before = await page.screenshot(look);
        await page.clock.runFor(15_000);
        // CSS animations and transitions run on real time, not the test's clock.
        await page.waitForTimeout(1000);
        expect(await runningAnimations(page)).toEqual([]);
        return before.equals(await page.screenshot(look));
      };
      const still = (await lookTwice()) || (await lookTwice());
      expect(still, 'the page looks different 15 s later').toBe(true);
    });
  }
});
