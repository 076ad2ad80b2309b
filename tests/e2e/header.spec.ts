import { desktop, expect, pageBehavioursRunning, test } from './fixtures';

test.describe('header on a wide screen', () => {
  test.use({ viewport: desktop });

  test('links to the home page, the home anchors, the resources and the booking page', async ({
    page,
  }) => {
    await page.goto('/');
    const banner = page.getByRole('banner');
    await expect(banner.getByRole('link', { name: /home/ })).toHaveAttribute('href', '/');
    const nav = banner.getByRole('navigation', { name: 'Primary' });
    await expect(nav.getByRole('link')).toHaveText(['Process', 'Results', 'FAQ', 'Resources']);
    const hrefs = await nav
      .getByRole('link')
      .evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(hrefs).toEqual(['#process', '#results', '#faq', '/resources']);
    const book = banner.getByRole('link', { name: /Book a Strategy Call/ });
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(banner.getByRole('button', { name: 'Open menu' })).toBeHidden();
  });

  test('home anchors lead back to the home page from another page', async ({ page }) => {
    await page.goto('/this-page-does-not-exist');
    const nav = page.getByRole('banner').getByRole('navigation', { name: 'Primary' });
    await expect(nav.getByRole('link', { name: 'Process' })).toHaveAttribute('href', '/#process');
    await expect(nav.getByRole('link', { name: 'FAQ' })).toHaveAttribute('href', '/#faq');
  });

  test('is transparent at the top and solid once scrolled past 10 px', async ({ page }) => {
    await page.goto('/');
    await pageBehavioursRunning(page);
    const header = page.getByRole('banner');
    // The solid look is the header's first layer, a tint with a blur behind it, faded in whole.
    const solid = () =>
      header.evaluate((el) => {
        const layer = getComputedStyle(el.firstElementChild as Element);
        const tinted = layer.backgroundColor !== 'rgba(0, 0, 0, 0)';
        return tinted && layer.backdropFilter.includes('blur') ? Number(layer.opacity) : null;
      });
    await expect.poll(solid).toBe(0);
    await page.mouse.wheel(0, 300);
    await expect.poll(solid).toBe(1);
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect.poll(solid).toBe(0);
  });

  test('the links and the booking button keep inside the page margins, the narrowest tablet too', async ({
    page,
  }) => {
    for (const width of [768, 1024, 1280]) {
      await page.setViewportSize({ width, height: 800 });
      await page.goto('/');
      const banner = page.getByRole('banner');
      const logo = await banner.getByRole('link', { name: /home/ }).boundingBox();
      const book = await banner.getByRole('link', { name: /Book a Strategy Call/ }).boundingBox();
      // The margin on the right is the logo's on the left.
      expect(
        width - ((book?.x ?? 0) + (book?.width ?? 0)),
        `at ${width} px`,
      ).toBeGreaterThanOrEqual((logo?.x ?? width) - 1);
    }
  });

  test('the links hold their place while the rest of the header is still arriving', async ({
    openPage,
  }) => {
    for (const width of [1024, 1280]) {
      // The HTML alone, as it arrives: no script to set the header's state over the cut.
      const page = await openPage({ javaScriptEnabled: false, viewport: { width, height: 800 } });
      await page.goto('/');
      const links = page.getByRole('banner').getByRole('navigation', { name: 'Primary' });
      const whole = await links.boundingBox();
      // The header as a parser has it before reading the booking button: everything after the
      // links not there yet.
      await links.evaluate((nav) => {
        while (nav.nextSibling) nav.nextSibling.remove();
      });
      expect(await links.boundingBox(), `at ${width} px`).toEqual(whole);
    }
  });
});

test('the first Tab reaches a skip link that moves focus past the header to the main content', async ({
  page,
}) => {
  await page.goto('/');
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused();
  await expect(skip).toBeVisible();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/#main$/);
  await expect(page.getByRole('main')).toBeFocused();
});

test("while the brand's fonts are still on their way, the first Tab reaches the skip link", async ({
  page,
}) => {
  // The fonts arrive long after the visitor starts typing; the page waits for them at most a
  // second, and must not swallow the key in the meantime.
  await page.route('**/*.woff2', async (route) => {
    await new Promise((resolve) => setTimeout(resolve, 4000));
    await route.continue().catch(() => {});
  });
  await page.goto('/', { waitUntil: 'domcontentloaded' });
  await page.keyboard.press('Tab');
  const skip = page.getByRole('link', { name: 'Skip to content' });
  await expect(skip).toBeFocused({ timeout: 500 });
  await expect(skip).toBeVisible({ timeout: 500 });
});
