import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { builtRoutes, htmlFileOf } from '../../scripts/site-map.mjs';
import { desktop, expect, pageBehavioursRunning, phone, test } from './fixtures';

/**
 * The first screen in the first round trip of a new connection (10 segments, about 14 KB): each
 * page's head, header and hero, with every rule they need inline, within the first 14,000 bytes
 * of its gzip-compressed HTML; the rest of the site's CSS is one hashed stylesheet linked after
 * that screen, which a second page takes from the cache.
 */
const FIRST_ROUND_TRIP = 14_000;
const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/;

const pages = builtRoutes().map((route) => ({
  route,
  html: readFileSync(htmlFileOf(route), 'utf8'),
}));

for (const { route, html } of pages) {
  test(`${route}: header, hero and their rules arrive in the first 14,000 gzip bytes`, () => {
    const link = STYLESHEET.exec(html);
    expect(link, 'the site stylesheet, linked in the body').not.toBeNull();
    const firstScreen = html.slice(0, link?.index);
    expect(firstScreen, 'the head links no stylesheet that would hold the first paint').not.toMatch(
      /<head>[\s\S]*<link rel="stylesheet"[\s\S]*<\/head>/,
    );
    expect(firstScreen).toContain('</header>');
    expect(firstScreen).toMatch(/<h1[\s>]/);
    expect(firstScreen).toMatch(/<style>[^<]*\.container-page\{/);
    const bytes = gzipSync(firstScreen).length;
    expect(
      bytes,
      `${route}: ${bytes} gzip bytes up to the end of its first screen`,
    ).toBeLessThanOrEqual(FIRST_ROUND_TRIP);
  });
}

test('every page links the same one stylesheet, and inlines rules only its own first screen uses', () => {
  const sheets = new Set(pages.map(({ html }) => STYLESHEET.exec(html)?.[1]));
  expect([...sheets]).toHaveLength(1);
  const inline = (route: string) =>
    /<style>([\s\S]*?)<\/style>/.exec(pages.find((p) => p.route === route)?.html ?? '')?.[1] ?? '';
  // The home hero's badge is not on the booking page's first screen, and the booking page's steps
  // are not on the home page's.
  expect(inline('/').length).toBeGreaterThan(0);
  expect(inline('/')).not.toEqual(inline('/talktoundeniable'));
});

test('no first screen is laid out by what its parser has yet to insert (:has)', () => {
  // Chromium answered `:has()` late for elements still being parsed: on a slowed CPU the
  // onboarding page drew its form column at the full width, then narrowed it (a shift of 0.057).
  for (const { route, html } of pages) {
    const inline = /<style>([\s\S]*?)<\/style>/.exec(html)?.[1] ?? '';
    expect(inline.match(/[^{}]*:has\(/g) ?? [], route).toEqual([]);
  }
});

test('no stand-in heights: nothing on any page defers its layout', async ({ page }) => {
  for (const { route } of pages) {
    await page.goto(route);
    const deferred = await page.evaluate(() =>
      [...document.querySelectorAll<HTMLElement>('body *')]
        .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
        .map((element) => element.tagName),
    );
    expect(deferred, route).toEqual([]);
  }
});

/**
 * Where each element of the first screen (everything before the stylesheet's link, the elements
 * holding that link aside) is drawn, and how, by its place in the document: its left, top and
 * width (a height may take in what follows the link, as a backdrop's does) and the properties
 * that place it. Elements in an animation are left out: each look catches another frame.
 */
function firstScreenLayout(): Record<number, string> {
  const link = document.querySelector('link[rel="stylesheet"][href^="/_astro/"]');
  const drawn: Record<number, string> = {};
  for (const [index, element] of [...document.body.querySelectorAll('*')].entries()) {
    if (!link || element.contains(link)) continue;
    if (!(link.compareDocumentPosition(element) & Node.DOCUMENT_POSITION_PRECEDING)) continue;
    if (element.getAnimations().length > 0) continue;
    const box = element.getBoundingClientRect();
    const style = getComputedStyle(element);
    const how = ['display', 'margin', 'padding', 'gap', 'font-size', 'line-height', 'color']
      .map((name) => style.getPropertyValue(name))
      .join(' ');
    const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 3).join('.')}`;
    drawn[index] = `${name} ${[box.x, box.y, box.width].map(Math.round)} ${how}`;
  }
  return drawn;
}

for (const viewport of [phone, desktop]) {
  // Each test opens its own context at this width.
  test.describe(`at ${viewport.width} px`, () => {
    test('a second page takes the stylesheet from the cache, and island classes have their rules', async ({
      browser,
    }) => {
      // A context of its own: the suite's third-party blocking intercepts requests, which turns
      // Playwright's HTTP cache off. This site's pages ask no third party for anything here.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      await page.goto('/');
      await page.waitForLoadState('load');
      await page.goto('/resources');
      await page.waitForLoadState('load');
      const sheet = await page.evaluate(() => {
        const href = document.querySelector<HTMLLinkElement>('link[rel="stylesheet"]')?.href ?? '';
        const entry = performance.getEntriesByName(href)[0] as
          | PerformanceResourceTiming
          | undefined;
        return { href, transferSize: entry?.transferSize ?? -1 };
      });
      expect(sheet.href).toMatch(/\/_astro\/.+\.css$/);
      expect(sheet.transferSize, `${sheet.href} came over the network again`).toBe(0);
      if (viewport === phone) {
        // A state the header's script sets once it runs (the open menu) has its rule.
        await pageBehavioursRunning(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      }
      await context.close();
    });

    for (const { route } of pages) {
      test(`${route}: the first screen is drawn by its own rules the same as with the stylesheet`, async ({
        browser,
      }) => {
        const context = await browser.newContext({ viewport, javaScriptEnabled: false });
        const page = await context.newPage();
        // The faces are held back, so only the stylesheet differs between the two looks.
        await page.route('**/*.woff2', (request) => request.abort());
        await page.goto(route);
        const whole = await page.evaluate(firstScreenLayout);
        // Switched off, the linked sheet is as if it had not arrived yet.
        await page.evaluate(() => {
          for (const sheet of document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]'))
            sheet.disabled = true;
        });
        const alone = await page.evaluate(firstScreenLayout);
        await context.close();
        expect(Object.keys(whole).length, 'elements in the first screen').toBeGreaterThan(10);
        const otherwise = Object.entries(alone)
          .filter(([index, line]) => index in whole && line !== whole[Number(index)])
          .map(([index, line]) => `${line}\n  with the stylesheet: ${whole[Number(index)]}`);
        expect(otherwise, `${route}: drawn otherwise with only the inline rules`).toEqual([]);
      });
    }
  });
}
