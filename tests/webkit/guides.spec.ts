import { until, type WebElement } from 'selenium-webdriver';
import { byLabel, byRole } from './harness/queries';
import { browser, inOrder, type WebKitWindow, widths } from './harness/session';

/**
 * The guides' widgets in WebKit: the carousel's controls and its turn, the podcast's play, pause
 * and speed (WebKit plays the audio through GStreamer), the phone's contents menu, the spam
 * guide's doom-loop tooltips. Its FAQ is the home page's component (tests/webkit/home.spec.ts).
 */

const leadForms = '/guides/facebook-lead-forms-vs-landing-pages';

/** Which slide the carousel shows: the name of the dot marked current. */
async function currentSlide(carousel: WebElement): Promise<string> {
  const dots = await carousel.findElements(byRole('button', { name: /^Go to slide/ }));
  for (const dot of dots) {
    if ((await dot.getDomAttribute('aria-current')) === 'true') return dot.getAccessibleName();
  }
  return 'none';
}

/** Takes the pointer and focus off the page's widgets, as a reader who has moved on. */
async function handsOff(webkit: WebKitWindow) {
  await webkit.driver.actions().move({ x: 1, y: 1 }).perform();
  await webkit.driver.executeScript('document.activeElement?.blur()');
}

describe.concurrent.each(widths)('guide widgets in WebKit at %i px', (width) => {
  const webkit = browser(width);
  const { driver } = webkit;

  // On the phone: the carousel's controls and turn are the same at any width; the contents bar
  // is the phone's alone.
  if (width === 390) {
    it(
      'the carousel: Next and Previous wrap, a dot jumps, and it turns by itself',
      inOrder,
      async () => {
        await webkit.open(leadForms);
        const carousel = await webkit.find(
          byRole('region', { name: 'Lead form and landing page examples' }),
        );
        await webkit.scrollTo(carousel);
        const next = await webkit.find(byRole('button', { name: 'Next slide' }), carousel);
        const previous = await webkit.find(byRole('button', { name: 'Previous slide' }), carousel);
        let seen = '';
        const slide = (expected: string, what = `show ${expected}`, timeoutMs = 10_000) =>
          driver.wait(
            async () => {
              seen = await currentSlide(carousel);
              return seen === `Go to slide ${expected}`;
            },
            timeoutMs,
            () => `${webkit.where}: the carousel should ${what}; last seen: ${seen}`,
            100,
          );
        await slide('1');
        await webkit.click(next);
        await slide('2');
        await webkit.click(previous);
        await slide('1');
        await webkit.click(previous);
        await slide('5');
        await webkit.click(
          await webkit.find(byRole('button', { name: 'Go to slide 3' }), carousel),
        );
        await slide('3');
        await handsOff(webkit);
        // product.md: it turns every 5 s.
        await slide('4', 'turn by itself to 4', 7000);
      },
    );

    it('the contents slide in from the bar and close again', inOrder, async () => {
      await webkit.open(leadForms);
      const list = await webkit.find(byRole('navigation', { name: 'In this guide' }));
      await driver.executeScript(
        "scrollTo({ top: scrollY + arguments[0].getBoundingClientRect().bottom + 400, behavior: 'instant' })",
        list,
      );
      const button = await webkit.find(byRole('button', { name: 'Contents' }));
      await webkit.started(button);
      await webkit.click(button);
      await webkit.attributeIs(button, 'aria-expanded', 'true', 'the contents button');
      const menu = await webkit.find(byRole('navigation', { name: 'Guide contents' }));
      const menuIs = `${webkit.where}: the contents menu should be`;
      await driver.wait(until.elementIsVisible(menu), 10_000, `${menuIs} shown`);
      expect(await menu.findElements(byRole('link'))).toHaveLength(8);
      await webkit.click(await webkit.find(byRole('button', { name: 'Close contents' })));
      await driver.wait(until.elementIsNotVisible(menu), 10_000, `${menuIs} hidden`);
      await webkit.attributeIs(button, 'aria-expanded', 'false', 'the contents button');
    });
  }

  // On the laptop, to share the work between the windows: the player is the same at any width.
  if (width === 1280) {
    it('the podcast plays, takes a speed of 1.5x, and pauses', inOrder, async () => {
      await webkit.open(leadForms);
      const player = await webkit.find(byRole('region', { name: /Lead Forms vs. Landing Pages/ }));
      await webkit.scrollTo(player);
      await webkit.click(await webkit.find(byRole('button', { name: 'Play episode' }), player));
      const pauseButton = await webkit.find(byRole('button', { name: 'Pause episode' }), player);
      let audio = { time: 0, rate: 0, paused: true };
      const listen = async () =>
        (audio = await driver.executeScript<typeof audio>(
          'const a = arguments[0].querySelector("audio"); return { time: a.currentTime, rate: a.playbackRate, paused: a.paused };',
          player,
        ));
      const heard = () => `; last heard: ${JSON.stringify(audio)}`;
      await driver.wait(
        async () => (await listen()).time > 0.3,
        10_000,
        () => `${webkit.where}: the episode should play${heard()}`,
        100,
      );
      const speed = await webkit.find(byLabel('Speed'), player);
      await webkit.click(speed);
      await webkit.click(await webkit.find(byRole('option', { name: '1.5×' }), speed));
      await driver.wait(
        async () => (await listen()).rate === 1.5,
        10_000,
        () => `${webkit.where}: the episode should play at 1.5x${heard()}`,
        100,
      );
      await webkit.click(pauseButton);
      await webkit.find(byRole('button', { name: 'Play episode' }), player);
      // WebKitGTK's media pipeline reports the time it was paused at a moment later.
      await driver.sleep(300);
      const paused = await listen();
      await driver.sleep(500);
      expect(paused.paused, `${webkit.where}: paused`).toBe(true);
      expect((await listen()).time, `${webkit.where}: the time holds while paused`).toBe(
        paused.time,
      );
      expect(await webkit.errors(), `${webkit.where}: uncaught errors`).toEqual([]);
    });
  }

  it(
    "the doom loop shows each circle's tooltip under it, inside the window, and hides it",
    inOrder,
    async () => {
      await webkit.open('/guides/get-out-of-spam');
      await webkit.scrollTo(
        await webkit.find(byRole('heading', { level: 2, name: 'The Spam Spiral' })),
      );
      for (const name of ['Emails land in spam', 'Nobody opens them']) {
        const circle = await webkit.find(byRole('button', { name }));
        await webkit.started(circle);
        await webkit.scrollTo(circle);
        await driver.actions().move({ origin: circle }).perform();
        const tip = await webkit.find(byRole('tooltip'));
        // Both in the page's coordinates (WebDriver's element rect), which the tooltip's width,
        // its sides against the window's and its top against the circle's bottom compare alike.
        const [tipRect, circleRect] = [await tip.getRect(), await circle.getRect()];
        const box = {
          left: tipRect.x,
          right: tipRect.x + tipRect.width,
          top: tipRect.y,
          width: tipRect.width,
        };
        const under = circleRect.y + circleRect.height;
        const where = `${webkit.where}: the tooltip of '${name}' at ${JSON.stringify(box)}`;
        expect(Math.round(box.width), where).toBe(Math.min(300, width - 40));
        expect(box.left, where).toBeGreaterThanOrEqual(20);
        expect(box.right, where).toBeLessThanOrEqual(width - 20);
        expect(box.top, where).toBeGreaterThan(under);
        await driver.actions().move({ x: 1, y: 1 }).perform();
        let shown = 0;
        await driver.wait(
          async () => {
            shown = (await driver.findElements(byRole('tooltip'))).length;
            return shown === 0;
          },
          10_000,
          () => `${webkit.where}: the tooltip of '${name}' should hide; ${shown} still shown`,
          100,
        );
      }
    },
  );
});
