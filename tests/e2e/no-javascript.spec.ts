import { routesForTests } from '../../scripts/site-map.mjs';
import { desktop, expect, phone, test } from './fixtures';

const hrefsOf = (page: import('@playwright/test').Page) =>
  page
    .locator('a[href]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);

for (const route of routesForTests()) {
  test(`${route} is readable and every link works without JavaScript`, async ({ browser }) => {
    const withJs = await browser.newPage({ viewport: desktop });
    await withJs.goto(route);
    await withJs.waitForLoadState('networkidle');
    const liveHrefs = await hrefsOf(withJs);
    await withJs.close();

    const context = await browser.newContext({ javaScriptEnabled: false, viewport: phone });
    const page = await context.newPage();
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const staticHrefs = await hrefsOf(page);
    expect(liveHrefs.filter((href) => !staticHrefs.includes(href))).toEqual([]);
    // On a phone without script the header's links must still be reachable, not behind a dead menu button.
    const banner = page.getByRole('banner');
    for (const name of ['Process', 'Results', 'FAQ', 'Resources']) {
      await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    await context.close();
  });
}
