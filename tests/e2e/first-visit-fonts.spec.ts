import type { CDPSession, Page, Route } from '@playwright/test';
import { builtRoutes } from '../../scripts/site-map.ts';
import { expect, phone, test } from './fixtures';

/**
 * A visitor from an ad sees one page, once: on that first visit, over Lighthouse's mobile network
 * (150 ms round trip, 1.6 Mbps down, an empty cache), nothing waits for the fonts (the text shows
 * in the matched fallback faces first), the headings and the text are drawn in the brand's faces
 * within a second of the load event, and their arrival barely moves the page.
 * Which face draws a node is the browser's own answer (CSS.getPlatformFontsForNode), not the CSS.
 */

const slow4G = {
  offline: false,
  latency: 150,
  downloadThroughput: (1.6 * 1024 * 1024) / 8,
  uploadThroughput: (750 * 1024) / 8,
};

/** The faces that draw the first element matching `selector` whose CSS asks for `family`. */
async function facesOf(page: Page, cdp: CDPSession, selector: string, family: string) {
  const marker = await page.evaluate(
    ({ selector, family }) => {
      const element = [...document.querySelectorAll<HTMLElement>(selector)].find(
        (node) => node.textContent?.trim() && getComputedStyle(node).fontFamily.includes(family),
      );
      element?.setAttribute('data-face-probe', '');
      return element ? element.textContent?.trim().slice(0, 40) : null;
    },
    { selector, family },
  );
  expect(marker, `a ${selector} set in ${family}`).toBeTruthy();
  const { root } = await cdp.send('DOM.getDocument', { depth: -1 });
  const { nodeId } = await cdp.send('DOM.querySelector', {
    nodeId: root.nodeId,
    selector: '[data-face-probe]',
  });
  await page.evaluate(() =>
    document.querySelector('[data-face-probe]')?.removeAttribute('data-face-probe'),
  );
  const { fonts } = await cdp.send('CSS.getPlatformFontsForNode', { nodeId });
  return fonts.map((font) => `${font.familyName}${font.isCustomFont ? ' (web font)' : ''}`);
}

/**
 * One first visit per route. The brand faces are held back until the first paint has come, so
 * nothing can wait for them: the headline is visible once the HTML is read, the faces have no
 * block period, and the first paint draws the headline in its fallback face. Then they are let
 * through the slow network, and within a second of the load event the headings and the text are
 * in the brand's faces, their swap having moved the page by at most 0.02.
 */
test.describe('the brand type on a first visit over a slow phone network, on a phone', () => {
  test.use({ viewport: phone });

  for (const route of builtRoutes()) {
    test(`${route}: the headline painted at once in its fallback face, then headings in Sora and text in Inter within a second of load, barely moving`, async ({
      page,
    }) => {
      test.slow();
      const cdp = await page.context().newCDPSession(page);
      await cdp.send('Network.enable');
      await cdp.send('Network.emulateNetworkConditions', slow4G);
      await page.addInitScript(() => {
        // Each shift's size, when it came, and what moved, to name the cause when it is too much.
        const shifts: { value: number; at: number; moved: string[] }[] = [];
        Object.defineProperty(window, '__layoutShifts', { value: shifts });
        type Moved = { node: Node | null; previousRect: DOMRect; currentRect: DOMRect };
        type Shift = PerformanceEntry & { value: number; sources: Moved[] };
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries() as Shift[]) {
            const moved = entry.sources.map(({ node, previousRect: was, currentRect: now }) => {
              const element = node instanceof Element ? node : node?.parentElement;
              const text = element?.textContent?.trim().slice(0, 30);
              return `${element?.tagName.toLowerCase()} '${text}' from ${was.x},${was.y} ${was.width}x${was.height} to ${now.x},${now.y} ${now.width}x${now.height}`;
            });
            shifts.push({ value: entry.value, at: Math.round(entry.startTime), moved });
          }
        }).observe({ type: 'layout-shift', buffered: true });
      });
      const held: Route[] = [];
      await page.route(/\.woff2$/, (request) => {
        held.push(request);
      });
      await page.goto(route, { waitUntil: 'domcontentloaded' });
      expect(
        await page
          .locator('h1')
          .first()
          .evaluate((h1) =>
            h1.checkVisibility({ visibilityProperty: true, opacityProperty: true }),
          ),
        `${route}: the h1 is visible once the HTML is read`,
      ).toBe(true);
      // No block period either: a face's text is drawn in its fallback while the face loads.
      const displays = await page.evaluate(() =>
        [...document.fonts]
          .filter((face) => /^"?(Sora|Inter) Variable/.test(face.family))
          .map((face) => `${face.family.replaceAll('"', '')}: ${face.display}`),
      );
      expect(new Set(displays)).toEqual(new Set(['Sora Variable: swap', 'Inter Variable: swap']));
      await expect
        .poll(() =>
          page.evaluate(() => performance.getEntriesByName('first-contentful-paint').length),
        )
        .toBe(1);
      expect(held.map((request) => new URL(request.request().url()).pathname).toSorted()).toEqual([
        expect.stringMatching(/\/inter-subset\.[\w-]+\.woff2$/),
        expect.stringMatching(/\/sora-subset\.[\w-]+\.woff2$/),
      ]);
      await cdp.send('DOM.enable');
      await cdp.send('CSS.enable');
      const fallback = await facesOf(page, cdp, 'h1', 'Sora');
      expect(fallback.length, `${route}: a face draws the h1 now`).toBeGreaterThan(0);
      expect(
        fallback.filter((face) => /^(Sora|Inter)\b/.test(face)),
        `${route}: ${fallback}`,
      ).toEqual([]);

      for (const request of held) await request.continue();
      await page.waitForLoadState('load');
      await page.waitForTimeout(1000);
      const heading = await facesOf(page, cdp, 'h1', 'Sora');
      expect(heading, `${route}: the face that draws the h1`).toEqual(['Sora (web font)']);
      const text = await facesOf(page, cdp, 'main p', 'Inter');
      expect(text, `${route}: the face that draws a paragraph`).toEqual(['Inter (web font)']);
      const shifts = await page.evaluate(
        () => (window as unknown as { __layoutShifts: { value: number }[] }).__layoutShifts,
      );
      expect(
        shifts.reduce((sum, { value }) => sum + value, 0),
        `${route}: layout shift while the page and its fonts arrive: ${JSON.stringify(shifts)}`,
      ).toBeLessThanOrEqual(0.02);
    });
  }
});

/** What a new TCP connection delivers in its first round trip: 10 segments of 1,460 bytes. */
const FIRST_ROUND_TRIP_BYTES = 14_600;

test('each web font, headers included, arrives in the first round trip of its connection', async ({
  page,
  request,
}) => {
  const fonts = new Set<string>();
  page.on('request', (sent) => {
    if (sent.resourceType() === 'font') fonts.add(new URL(sent.url()).pathname);
  });
  await page.goto('/');
  await page.evaluate(() => document.fonts.ready.then(() => undefined));
  expect(fonts.size, 'web fonts the home page loads').toBeGreaterThan(0);
  for (const path of fonts) {
    const response = await request.get(path);
    const headerBytes = response
      .headersArray()
      .reduce((sum, { name, value }) => sum + name.length + value.length + 4, 20);
    const bytes = headerBytes + (await response.body()).length;
    expect(bytes, `${path}: ${bytes} bytes with its headers`).toBeLessThanOrEqual(
      FIRST_ROUND_TRIP_BYTES,
    );
  }
});
