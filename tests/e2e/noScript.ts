import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The page's distinct link targets. */
export const hrefsOf = (page: Page) =>
  page
    .locator('a[href]')
    .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);

/**
 * A phone without JavaScript: the page is readable, links everywhere the page with script does
 * (`liveHrefs`), and the header's links are on the page, not behind a menu button that cannot open.
 */
export async function expectWorksWithoutScript(page: Page, liveHrefs: string[]) {
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  // The page must really run without script, or this proves nothing.
  await expect(page.locator('html')).toHaveClass(/\bno-js\b/);
  const staticHrefs = await hrefsOf(page);
  expect(liveHrefs.filter((href) => !staticHrefs.includes(href))).toEqual([]);
  const banner = page.getByRole('banner');
  for (const name of ['Process', 'Results', 'FAQ', 'Resources']) {
    await expect(banner.getByRole('link', { name, exact: true })).toBeVisible();
  }
  await expect(page.getByRole('button', { name: 'Open menu' })).toBeHidden();
}
