import { test as base, expect, type Page } from '@playwright/test';

const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Every browser test runs with third parties blocked (as they are here and for some visitors)
 * and fails on any uncaught error in the page.
 */
export const test = base.extend({
  context: async ({ context }, use) => {
    await context.route(
      (url) => !localHosts.has(url.hostname) && url.protocol !== 'data:',
      (route) => route.abort('blockedbyclient'),
    );
    await use(context);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
});

export { expect };

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** Scrolls through the whole page so every 'visible' island hydrates and every reveal runs. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.7));
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => setTimeout(resolve, 60));
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Waits until an island has hydrated (Astro drops its `ssr` attribute then): the island holding
 * `selector`, or with `within`, the first island inside that element.
 */
export async function hydrated(page: Page, selector: string, within = '') {
  await page
    .locator(`${within} astro-island:not([ssr]) ${selector}`.trim())
    .first()
    .waitFor({ state: 'attached' });
}
