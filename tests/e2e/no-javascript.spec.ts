import type { Page } from '@playwright/test';
import { routesForTests } from '../../scripts/site-map.mjs';
import { openStates } from './disclosures';
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

test.describe('the home page accordions without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('arrive in their starting state and open and close natively, one at a time', async ({
    page,
  }) => {
    await page.goto('/');
    expect(await openStates(page, '#difference')).toEqual([true, false, false, false, false]);
    expect(await openStates(page, '#process')).toEqual([false, false, false, false, false]);
    expect(await openStates(page, '#faq')).toEqual([false, false, false, false, false, false]);
    const faq = page.locator('#faq summary');
    await faq.nth(0).click();
    await faq.nth(2).click();
    expect(await openStates(page, '#faq')).toEqual([false, false, true, false, false, false]);
    await page.locator('#process summary').first().click();
    await expect(page.locator('#process summary').first()).toHaveAccessibleName(
      'See Less about RESEARCH',
    );
    await expect(page.getByRole('link', { name: /Learn More about RESEARCH/ })).toBeVisible();
  });
});
