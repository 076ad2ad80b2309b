import type { Page } from '@playwright/test';
import { routesForTests } from '../../scripts/site-map.mjs';
import { desktop, expect, phone, test } from './fixtures';

const hrefsOf = (page: Page) =>
  page
    .locator('a[href]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);

test.describe('without JavaScript, on a phone', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  for (const route of routesForTests()) {
    test(`${route} is readable and every link works without JavaScript`, async ({
      page,
      openPage,
    }) => {
      const withJs = await openPage({ javaScriptEnabled: true, viewport: desktop });
      await withJs.goto(route);
      await withJs.waitForLoadState('networkidle');
      const liveHrefs = await hrefsOf(withJs);

      await page.goto(route);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      // The test's own page must really run without script, or this spec proves nothing.
      await expect(page.locator('html')).toHaveClass(/\bno-js\b/);
      const staticHrefs = await hrefsOf(page);
      expect(liveHrefs.filter((href) => !staticHrefs.includes(href))).toEqual([]);
      // On a phone without script the header's links must still be reachable, not behind a dead menu button.
      const banner = page.getByRole('banner');
      for (const name of ['Process', 'Results', 'FAQ', 'Resources']) {
        await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
      }
      await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
    });
  }
});
