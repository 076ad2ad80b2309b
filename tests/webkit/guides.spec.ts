import type { WebElement } from 'selenium-webdriver';
import { browser, inOrder, type WebKitBrowser, widths } from './harness/session';

/**
 * The guides' widgets in WebKit: the carousel's controls and its turn, the podcast's play, pause
 * and speed (WebKit plays the audio through GStreamer), the phone's contents menu, the spam
 * guide's doom-loop tooltips. Its FAQ is the home page's component (tests/webkit/home.spec.ts).
 */

const leadForms = '/guides/facebook-lead-forms-vs-landing-pages';

/** Which slide the carousel shows: the name of the dot marked current. */
async function currentSlide(webkit: WebKitBrowser, carousel: WebElement): Promise<string> {
  const dots = await webkit.all({ role: 'button', name: /^Go to slide/ }, carousel);
  for (const dot of dots) {
    if ((await dot.getDomAttribute('aria-current')) === 'true') return dot.getAccessibleName();
  }
  return 'none';
}

/** Takes the pointer and focus off the page's widgets, as a reader who has moved on. */
async function handsOff(webkit: WebKitBrowser) {
  await webkit.driver.actions().move({ x: 1, y: 1 }).perform();
  await webkit.run('document.activeElement?.blur()');
}

describe.concurrent.each(widths)('guide widgets in WebKit at %i px', (width) => {
  const webkit = browser(width);

  // On the phone: the carousel's controls and turn are the same at any width; the contents bar
  // is the phone's alone.
  if (width === 390) {
    it(
      'the carousel: Next and Previous wrap, a dot jumps, and it turns by itself',
      inOrder,
      async () => {
        await webkit.open(leadForms);
        const carousel = await webkit.get({
          role: 'region',
          name: 'Lead form and landing page examples',
        });
        await webkit.scrollTo(carousel);
        const next = await webkit.get({ role: 'button', name: 'Next slide' }, carousel);
        const previous = await webkit.get({ role: 'button', name: 'Previous slide' }, carousel);
        const slide = (expected: string) =>
          webkit.until(
            `${webkit.where}: the carousel should show ${expected}`,
            () => currentSlide(webkit, carousel),
            (name) => name === `Go to slide ${expected}`,
          );
        await slide('1');
        await webkit.click(next);
        await slide('2');
        await webkit.click(previous);
        await slide('1');
        await webkit.click(previous);
        await slide('5');
        await webkit.click(await webkit.get({ role: 'button', name: 'Go to slide 3' }, carousel));
        await slide('3');
        await handsOff(webkit);
        // product.md: it turns every 5 s.
        await webkit.until(
          `${webkit.where}: the carousel should turn by itself`,
          () => currentSlide(webkit, carousel),
          (name) => name === 'Go to slide 4',
          7000,
        );
      },
    );

    it('the contents slide in from the bar and close again', inOrder, async () => {
      await webkit.open(leadForms);
      const list = await webkit.get({ role: 'navigation', name: 'In this guide' });
      await webkit.run(
        "scrollTo({ top: scrollY + arguments[0].getBoundingClientRect().bottom + 400, behavior: 'instant' })",
        list,
      );
      const button = await webkit.get({ role: 'button', name: 'Contents' });
      await webkit.started(button);
      await webkit.click(button);
      await webkit.attributeIs(
        button,
        'aria-expanded',
        'true',
        `${webkit.where}: the contents button`,
      );
      const menu = await webkit.get({ role: 'navigation', name: 'Guide contents' });
      await webkit.shows(menu, `${webkit.where}: the contents menu`);
      expect(await webkit.all({ role: 'link' }, menu)).toHaveLength(8);
      await webkit.click(await webkit.get({ role: 'button', name: 'Close contents' }));
      await webkit.shows(menu, `${webkit.where}: the contents menu`, false);
      await webkit.attributeIs(
        button,
        'aria-expanded',
        'false',
        `${webkit.where}: the contents button`,
      );
    });
  }

  // On the laptop, to share the work between the windows: the player is the same at any width.
  if (width === 1280) {
    it('the podcast plays, takes a speed of 1.5x, and pauses', inOrder, async () => {
      await webkit.open(leadForms);
      const player = await webkit.get({ role: 'region', name: /Lead Forms vs. Landing Pages/ });
      await webkit.scrollTo(player);
      const play = await webkit.get({ role: 'button', name: 'Play episode' }, player);
      await webkit.click(play);
      const pauseButton = await webkit.get({ role: 'button', name: 'Pause episode' }, player);
      const audio = () =>
        webkit.run<{ time: number; rate: number; paused: boolean }>(
          'const a = arguments[0].querySelector("audio"); return { time: a.currentTime, rate: a.playbackRate, paused: a.paused };',
          player,
        );
      await webkit.until(
        `${webkit.where}: the episode should play`,
        audio,
        ({ time }) => time > 0.3,
      );
      const speed = await webkit.get({ label: 'Speed' }, player);
      await webkit.click(speed);
      await webkit.click(await webkit.get({ role: 'option', name: '1.5×' }, speed));
      await webkit.until(
        `${webkit.where}: the episode should play at 1.5x`,
        audio,
        ({ rate }) => rate === 1.5,
      );
      await webkit.click(pauseButton);
      await webkit.get({ role: 'button', name: 'Play episode' }, player);
      // WebKitGTK's media pipeline reports the time it was paused at a moment later.
      const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
      await sleep(300);
      const paused = await audio();
      await sleep(500);
      expect(paused.paused, `${webkit.where}: paused`).toBe(true);
      expect((await audio()).time, `${webkit.where}: the time holds while paused`).toBe(
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
        await webkit.get({ role: 'heading', level: 2, name: 'The Spam Spiral' }),
      );
      for (const name of ['Emails land in spam', 'Nobody opens them']) {
        const circle = await webkit.get({ role: 'button', name });
        await webkit.started(circle);
        await webkit.scrollTo(circle);
        await webkit.driver.actions().move({ origin: circle }).perform();
        const tip = await webkit.get({ role: 'tooltip' });
        const [box, under] = await webkit.run<
          [{ left: number; right: number; top: number; width: number }, number]
        >(
          'const t = arguments[0].getBoundingClientRect(); return [{ left: t.left, right: t.right, top: t.top, width: t.width }, arguments[1].getBoundingClientRect().bottom];',
          tip,
          circle,
        );
        const where = `${webkit.where}: the tooltip of '${name}' at ${JSON.stringify(box)}`;
        expect(Math.round(box.width), where).toBe(Math.min(300, width - 40));
        expect(box.left, where).toBeGreaterThanOrEqual(20);
        expect(box.right, where).toBeLessThanOrEqual(width - 20);
        expect(box.top, where).toBeGreaterThan(under);
        await webkit.driver.actions().move({ x: 1, y: 1 }).perform();
        await webkit.until(
          `${webkit.where}: the tooltip of '${name}' should hide`,
          () => webkit.all({ role: 'tooltip' }),
          (tips) => tips.length === 0,
        );
      }
    },
  );
});
