import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { builtRoutes, htmlFileOf } from '../../scripts/site-map.ts';
import { desktop, expect, pageBehavioursRunning, phone, test } from './fixtures';

/**
 * The first screen in the first round trip of a new connection (10 segments, about 14 KB): each
 * page's head, header and hero, with every rule they need inline, within the first 14,000 bytes
 * of its gzip-compressed HTML; the rest of the site's CSS is one hashed stylesheet linked after
 * that screen, which a second page takes from the cache. That the inline rules alone draw the
 * first screen as the stylesheet does is checked on each route's visit without script
 * (one-layout.spec.ts).
 */
const FIRST_ROUND_TRIP = 14_000;
const STYLESHEET = /<link rel="stylesheet" href="(\/_astro\/[^"]+\.css)">/;

/** Every inline `<style>` of a page: the faces, then the first screen's rules. */
const inlineCss = (html: string) =>
  [...html.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join('');

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
  const inline = (route: string) => inlineCss(pages.find((p) => p.route === route)?.html ?? '');
  // The home hero's badge is not on the booking page's first screen, and the booking page's steps
  // are not on the home page's.
  expect(inline('/').length).toBeGreaterThan(0);
  expect(inline('/')).not.toEqual(inline('/talktoundeniable'));
});

test('no first screen is laid out by what its parser has yet to insert (:has)', () => {
  // Chromium answered `:has()` late for elements still being parsed: on a slowed CPU the
  // onboarding page drew its form column at the full width, then narrowed it (a shift of 0.057).
  for (const { route, html } of pages) {
    expect(inlineCss(html).match(/[^{}]*:has\(/g) ?? [], route).toEqual([]);
  }
});

test("a page's own scripts are written into it, but for the embeds' loader", () => {
  // A script that shares a module with another (the header's, the particles', the podcast's) is
  // left as a file by the build (astro.config.ts): one more request beside the first screen. The
  // booking calendars' and intake form's is one, sharing its script loader with the chat widget and
  // the analytics, and it waits for the load event.
  for (const { route, html } of pages) {
    const files = [...html.matchAll(/<script[^>]* src="(\/[^"]*)"/g)].map((match) => match[1]);
    expect(
      files.filter((file) => !file?.includes('/EmbedBehaviour.')),
      route,
    ).toEqual([]);
  }
});

for (const viewport of [phone, desktop]) {
  test.describe(`at ${viewport.width} px`, () => {
    test('a second page takes the stylesheet and the icons from the cache, and island classes have their rules', async ({
      browser,
    }) => {
      // A context of its own: the suite's third-party blocking intercepts requests, which turns
      // Playwright's HTTP cache off. This site's pages ask no third party for anything here.
      const context = await browser.newContext({ viewport });
      const page = await context.newPage();
      // Every icon is a view of one SVG file (src/styles/global.css): one request and one SVG
      // document for a page's icons, not one each written into its style pass as a data: URL.
      const iconFile = () =>
        page.evaluate(() =>
          performance
            .getEntriesByType('resource')
            .filter((entry) => /\/_astro\/icons\.[^/]+\.svg/.test(entry.name))
            .map((entry) => (entry as PerformanceResourceTiming).transferSize),
        );
      await page.goto('/');
      await page.waitForLoadState('load');
      expect(await iconFile(), 'the icon file, asked for once').toHaveLength(1);
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
      expect(await iconFile(), 'the icon file, from the cache').toEqual([0]);
      if (viewport === phone) {
        // A state the header's script sets once it runs (the open menu) has its rule.
        await pageBehavioursRunning(page);
        await page.getByRole('button', { name: 'Open menu' }).click();
        await expect(page.getByRole('navigation', { name: 'Menu' })).toBeVisible();
      }
      await context.close();
    });
  });
}
