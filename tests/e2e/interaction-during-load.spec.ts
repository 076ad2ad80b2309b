import type { Page } from '@playwright/test';
import { isOpen, summary } from './disclosures';
import { expect, phone, test } from './fixtures';

/**
 * A tap while the home page is still settling, on a phone's CPU (4x slower): 300 ms after the HTML
 * is read. What the visitor feels is the time from the tap to the next paint, the interaction's
 * duration as INP counts it, read from the browser's own Event Timing entries. INP is judged over
 * many visits, not one; on a shared 2-core host one slowed visit swings by half either way, so each
 * tap is made on three first visits and their median is held to the limit.
 */
const LIMIT_MS = 200;
const VISITS = 3;
const visitor = { viewport: phone, hasTouch: true, isMobile: true };

/** Records every Event Timing entry from the first moment of the page. */
async function recordInteractions(page: Page) {
  await page.addInitScript(() => {
    const seen: { name: string; duration: number }[] = [];
    Object.assign(window, { __interactions: seen });
    new PerformanceObserver((list) => {
      // Event Timing's interactionId groups the events of one tap; the DOM types lack it yet.
      for (const entry of list.getEntries() as (PerformanceEntry & { interactionId?: number })[]) {
        if (entry.interactionId) seen.push({ name: entry.name, duration: entry.duration });
      }
    }).observe({ type: 'event', durationThreshold: 16, buffered: true } as PerformanceObserverInit);
  });
}

/** The longest interaction the page has seen so far, in ms (entries under 16 ms are not listed). */
async function longestInteraction(page: Page): Promise<{ ms: number; events: string }> {
  return page.evaluate(() => {
    const seen = (window as unknown as { __interactions: { name: string; duration: number }[] })
      .__interactions;
    const longest = Math.max(0, ...seen.map((entry) => entry.duration));
    return { ms: longest, events: seen.map((e) => `${e.name} ${e.duration}`).join(', ') };
  });
}

/**
 * On a first visit of `/` (a context of its own, nothing cached) at 4x CPU: as soon as the HTML is
 * read, the first `selector` whose words are `words` is brought into view, as a visitor scrolls
 * to it; 300 ms after DOMContentLoaded it is tapped, and `check` runs once the tap's paint is
 * measured. Returns each visit's tap-to-paint time, sorted. The element is found, scrolled to and
 * measured by the page's own DOM, not by Playwright's locators, whose engine is injected into the
 * page on first use: at 4x that is 40-60 ms of the page's main thread, which the tap would wait
 * for and the test would measure.
 */
async function tapsOnFirstVisits(
  openPage: (options: typeof visitor) => Promise<Page>,
  target: { selector: string; words: string },
  check: (page: Page) => Promise<void>,
) {
  const visits: { ms: number; events: string }[] = [];
  for (let visit = 0; visit < VISITS; visit += 1) {
    const page = await openPage(visitor);
    await recordInteractions(page);
    const cdp = await page.context().newCDPSession(page);
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    const read = Date.now();
    const found = await page.evaluate(({ selector, words }) => {
      const element = [...document.querySelectorAll(selector)].find(
        (candidate) => candidate.textContent?.trim() === words,
      );
      element?.scrollIntoView({ block: 'center', behavior: 'instant' });
      Object.assign(window, { __target: element });
      return Boolean(element);
    }, target);
    expect(found, `a ${target.selector} that says "${target.words}"`).toBe(true);
    await page.waitForTimeout(300 - (Date.now() - read));
    const centre = await page.evaluate(() => {
      const box = (window as unknown as { __target: Element }).__target.getBoundingClientRect();
      return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
    });
    await page.touchscreen.tap(centre.x, centre.y);
    await page.waitForTimeout(500);
    visits.push(await longestInteraction(page));
    await check(page);
    await page.close();
  }
  return visits.sort((a, b) => a.ms - b.ms);
}

const median = (visits: { ms: number; events: string }[]) => visits[Math.floor(visits.length / 2)];
const described = (visits: { ms: number; events: string }[]) =>
  visits.map(({ ms, events }) => `${ms} ms (${events})`).join('; ');

test('a tap on the phone menu button 300 ms after the HTML is read opens the menu and paints within 200 ms', async ({
  openPage,
}) => {
  const visits = await tapsOnFirstVisits(
    openPage,
    { selector: 'button', words: 'Open menu' },
    async (page) => {
      await expect(page.getByRole('button', { name: 'Close menu' })).toHaveAttribute(
        'aria-expanded',
        'true',
      );
    },
  );
  expect(median(visits)?.ms, `the median visit's tap: ${described(visits)}`).toBeLessThanOrEqual(
    LIMIT_MS,
  );
});

test('a tap on a FAQ question 300 ms after the HTML is read opens its answer and paints within 200 ms', async ({
  openPage,
}) => {
  const question = 'How quickly will we see results?';
  const visits = await tapsOnFirstVisits(
    openPage,
    { selector: 'summary', words: question },
    async (page) => expect(await isOpen(summary(page, question))).toBe(true),
  );
  expect(median(visits)?.ms, `the median visit's tap: ${described(visits)}`).toBeLessThanOrEqual(
    LIMIT_MS,
  );
});
