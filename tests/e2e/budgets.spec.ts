import { gzipSync } from 'node:zlib';
import { routesForTests } from '../../scripts/site-map.mjs';
import { configuredProviders } from '../../src/lib/analytics/providerNames';
import { site } from '../../src/site.config';
import { expect, hydrateEveryIsland, test } from './fixtures';

/**
 * DESIGN.md's byte budgets, gzip, for everything a route loads. Measurement the owner turns on
 * (src/site.config.ts `analytics`) has an allowance of its own on top, 4 KB of JavaScript, which
 * its code for a visitor who has answered the banner must fit (README: "Measurement").
 * CSS comes in two parts since each page inlines its first screen's rules and links the site's
 * one stylesheet after that screen (src/lib/criticalCss.ts): the stylesheet, downloaded once a
 * visit and cached, holds DESIGN's 20 KB; a page's inline rules, paid on every page, at most 7 KB.
 * A first visit pays both (21.5-23 KB here): README, Performance, says so.
 */
const measuring = configuredProviders(site.analytics).length > 0;
const budgetKb = { js: 90 + (measuring ? 4 : 0), css: 20, inlineCss: 7 };

for (const route of routesForTests()) {
  test(`${route} stays within the JS and CSS budgets`, async ({ page }) => {
    test.slow();
    const bodies: { type: 'js' | 'css'; bytes: number; url: string }[] = [];
    const pending: Promise<void>[] = [];
    page.on('response', (response) => {
      const kind = response.request().resourceType();
      if (kind !== 'script' && kind !== 'stylesheet') return;
      pending.push(
        response.body().then((body) => {
          bodies.push({
            type: kind === 'script' ? 'js' : 'css',
            bytes: gzipSync(body).length,
            url: response.url(),
          });
        }),
      );
    });
    await page.goto(route);
    // Every island started, so every script it fetches is counted, then nothing left in flight.
    await hydrateEveryIsland(page);
    let counted = -1;
    while (counted !== pending.length) {
      counted = pending.length;
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    }
    const inlineCss = await page
      .locator('style')
      .evaluateAll((styles) => styles.map((s) => s.textContent ?? ''));
    const cssBytes = bodies.filter((b) => b.type === 'css').reduce((sum, b) => sum + b.bytes, 0);
    const inlineCssBytes = inlineCss.reduce((sum, text) => sum + gzipSync(text).length, 0);
    const jsBytes = bodies.filter((b) => b.type === 'js').reduce((sum, b) => sum + b.bytes, 0);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    expect(
      kb(jsBytes),
      `${route}: ${kb(jsBytes)} KB of JS (gzip), budget ${budgetKb.js} KB`,
    ).toBeLessThanOrEqual(budgetKb.js);
    expect(
      kb(cssBytes),
      `${route}: ${kb(cssBytes)} KB of stylesheet (gzip), budget ${budgetKb.css} KB`,
    ).toBeLessThanOrEqual(budgetKb.css);
    expect(
      kb(inlineCssBytes),
      `${route}: ${kb(inlineCssBytes)} KB of inline CSS (gzip), budget ${budgetKb.inlineCss} KB`,
    ).toBeLessThanOrEqual(budgetKb.inlineCss);
  });
}

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
