import { gzipSync } from 'node:zlib';
import { routesForTests } from '../../scripts/site-map.mjs';
import { expect, scrollThrough, test } from './fixtures';

/** DESIGN.md's byte budgets, gzip, for everything a route loads. */
const budgetKb = { js: 90, css: 20 };

for (const route of routesForTests()) {
  test(`${route} stays within the JS and CSS budgets`, async ({ page }) => {
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
    await scrollThrough(page);
    await page.waitForLoadState('networkidle');
    await Promise.all(pending);
    const inlineCss = await page
      .locator('style')
      .evaluateAll((styles) => styles.map((s) => s.textContent ?? ''));
    const cssBytes =
      bodies.filter((b) => b.type === 'css').reduce((sum, b) => sum + b.bytes, 0) +
      inlineCss.reduce((sum, text) => sum + gzipSync(text).length, 0);
    const jsBytes = bodies.filter((b) => b.type === 'js').reduce((sum, b) => sum + b.bytes, 0);
    const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;
    expect(
      kb(jsBytes),
      `${route}: ${kb(jsBytes)} KB of JS (gzip), budget ${budgetKb.js} KB`,
    ).toBeLessThanOrEqual(budgetKb.js);
    expect(
      kb(cssBytes),
      `${route}: ${kb(cssBytes)} KB of CSS (gzip), budget ${budgetKb.css} KB`,
    ).toBeLessThanOrEqual(budgetKb.css);
  });
}
