import { site } from '../../src/site.config';
import { expect, test } from './fixtures';

test('an unknown address gets a helpful 404 page with status 404', async ({ page }) => {
  const response = await page.goto('/no/such/page');
  expect(response?.status()).toBe(404);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText("This page isn't here.");
  const main = page.getByRole('main');
  await expect(main.getByRole('link', { name: 'Back to the home page' })).toHaveAttribute(
    'href',
    '/',
  );
  await expect(main.getByRole('link', { name: 'Browse the resources' })).toHaveAttribute(
    'href',
    '/resources',
  );
  await expect(main.getByRole('link', { name: /Book a Strategy Call/ })).toHaveAttribute(
    'href',
    site.bookingUrl,
  );
});

test('the favicon answers, so the browser never logs a 404 for it', async ({ request }) => {
  for (const path of ['/favicon.ico', '/favicon.svg']) {
    expect((await request.get(path)).status(), path).toBe(200);
  }
});
