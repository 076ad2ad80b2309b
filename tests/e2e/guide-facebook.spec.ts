import type { Page } from '@playwright/test';
import { desktop, expect, phone, test } from './fixtures';
import { contentsList, expectContents, expectFaqDataMatchesPage } from './guideChecks';

const path = '/guides/facebook-lead-forms-vs-landing-pages';
const contents = [
  'Podcast',
  'Quick comparison table',
  'When to use lead forms',
  'When to use landing pages',
  'Real-world use case',
  'Expert perspective',
  'FAQs',
  'Get help choosing',
];
/** product.md, exactly. */
const results = [
  ['Cost per lead', '$24.43', '$48.02'],
  ['Leads', '24', '13'],
  ['Workshop attendance', '9 (37.5%)', '6 (46.2%)'],
  ['Consultation bookings', '6', '3'],
  ['Client signups', '2', '3'],
  ['ROAS', '1.8x', '2.4x'],
];

const player = (page: Page) => page.getByRole('region', { name: /Lead Forms vs. Landing Pages/ });
test.describe('Facebook lead forms guide', () => {
  test.use({ viewport: desktop });

  test('sits under Home / Guides in a breadcrumb', async ({ page }) => {
    await page.goto(path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    // seo.spec holds the BreadcrumbList to these links.
    const here = trail.locator('[aria-current="page"]');
    await expect(here).toHaveText('Facebook Lead Forms vs. Landing Pages');
    await expect(here).toHaveAttribute('href', path);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lead Forms vs\. Landing/);
  });

  test('the sidebar lists the 8 sections and marks the one being read', async ({ page }) => {
    await page.goto(path);
    await expectContents(page, contents);
    await contentsList(page)
      .getByRole('link', { name: /Expert perspective/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Expert Perspective' }),
    ).toBeInViewport();
    await expect(contentsList(page).locator('[aria-current="location"]')).toHaveText(
      /Expert perspective$/,
    );
    await expect(page).toHaveURL(/#expert-perspective$/);
  });

  test('the comparison marks each cell for or against in words as well as by icon', async ({
    page,
  }) => {
    await page.goto(path);
    const table = page.getByRole('table', { name: /Lead forms vs\. landing pages at a glance/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      'Facebook lead form',
      'Landing page',
    ]);
    await expect(table.getByRole('rowheader')).toHaveCount(8);
    const setup = table.getByRole('row', { name: /Setup time/ }).getByRole('cell');
    await expect(setup.nth(0)).toHaveText(/^Advantage: /);
    await expect(setup.nth(1)).toHaveText(/^Drawback: /);
    await expect(setup.nth(0).locator('svg')).toHaveCount(1);
  });

  test("the case study's results and the low-budget thresholds carry product.md's figures exactly", async ({
    page,
  }) => {
    await page.goto(path);
    const table = page.getByRole('table', { name: /Case study results/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Metric',
      'Lead form',
      'Landing page',
    ]);
    for (const [metric, leadForm, landingPage] of results) {
      const cells = table.getByRole('row', { name: new RegExp(`^${metric}`) });
      await expect(cells.getByRole('rowheader')).toHaveText(metric ?? '');
      await expect(cells.getByRole('cell')).toHaveText([leadForm ?? '', landingPage ?? '']);
    }
    const thresholds = page.getByText(
      /under \$1,500 for a local audience, or\s+under \$3,000 nationwide/,
    );
    await expect(thresholds).toBeVisible();
  });

  test('tells iPhone listeners to use a desktop or Android, and publishes its 4 FAQs as they read', async ({
    page,
  }) => {
    await page.goto(path);
    const notice = page.getByRole('note').filter({ hasText: 'iPhone' });
    await expect(notice).toContainText('works on desktop and Android');
    await expect(notice).toContainText('iOS has compatibility issues');
    await expect(notice).toContainText('desktop computer or an Android device');
    await expectFaqDataMatchesPage(page, 'frequently-asked-questions', 4);
  });
});

test.describe('Facebook lead forms guide on a phone', () => {
  test.use({ viewport: phone });

  test('the contents slide in from a button, close on Escape, and a chosen section lands below the sticky player', async ({
    page,
  }) => {
    await page.goto(path);
    await page
      .getByRole('heading', { level: 2, name: 'Quick Comparison Table' })
      .scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const button = page.getByRole('button', { name: 'Contents', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Guide contents' });
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: /FAQs/ }).click();
    await expect(menu).toBeHidden();
    const heading = page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/#frequently-asked-questions$/);
    const playerBox = await player(page).boundingBox();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((playerBox?.y ?? 0) + (playerBox?.height ?? 0));
    // The bar names the section now being read.
    await expect(page.getByText(/^FAQs$/)).toBeVisible();
  });

  test('the tables scroll inside their frames', async ({ page }) => {
    await page.goto(path);
    const frame = page.getByRole('region', { name: /at a glance/ });
    const scrolls = await frame.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
  });
});
