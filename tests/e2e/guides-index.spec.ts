import { builtRedirects } from '../../scripts/site-map.ts';
import { site } from '../../src/site.config';
import { desktop, expect, phone, test } from './fixtures';
import { contentsList } from './guideChecks';

const guides = [
  { path: '/guides/facebook-lead-forms-vs-landing-pages', title: /Facebook Lead Forms vs\./ },
  { path: '/guides/get-out-of-spam', title: /Get Out of Spam/ },
];
const comingSoon = ['/guides/local-lead-funnel-blueprint', '/services/facebook-ads'];
const shortPaths = [
  ['/facebook-lead-forms-vs-landing-pages', '/guides/facebook-lead-forms-vs-landing-pages'],
  ['/get-out-of-spam', '/guides/get-out-of-spam'],
];

test.describe('the guides index', () => {
  test.use({ viewport: desktop });

  test('lists every live guide with its title, description and link', async ({ page }) => {
    await page.goto('/guides');
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Guides');
    const cards = page.getByRole('article');
    await expect(cards).toHaveCount(guides.length);
    for (const [index, guide] of guides.entries()) {
      const link = cards.nth(index).getByRole('link', { name: guide.title });
      await expect(link).toHaveAttribute('href', guide.path);
      await expect(cards.nth(index).getByRole('paragraph').nth(1)).not.toBeEmpty();
    }
    await cards.first().getByRole('link').click();
    await expect(page).toHaveURL(new RegExp(`${guides[0]?.path}$`));
  });

  test("each guide's breadcrumb leads back here", async ({ page }) => {
    for (const guide of guides) {
      await page.goto(guide.path);
      await page
        .getByRole('navigation', { name: 'Breadcrumb' })
        .getByRole('link', { name: 'Guides' })
        .click();
      await expect(page).toHaveURL(/\/guides$/);
      await expect(page.getByRole('link', { name: guide.title })).toBeVisible();
    }
  });
});

test.describe('short addresses and pages to come', () => {
  // redirects.spec follows each one through the CDN's runtime.
  test('the short addresses are the two guides’ old ones', () => {
    expect(builtRedirects().sort()).toEqual(shortPaths.slice().sort());
  });

  for (const path of comingSoon) {
    test(`${path} says honestly it is coming, points to the live guides and books a call`, async ({
      page,
    }) => {
      await page.goto(path);
      const main = page.getByRole('main');
      await expect(main.getByRole('listitem').first()).toBeVisible();
      await expect(main.getByRole('link', { name: /guides/i })).toHaveAttribute('href', '/guides');
      await expect(main.getByRole('link', { name: /Book a Strategy Call/ })).toHaveAttribute(
        'href',
        site.bookingUrl,
      );
    });
  }
});

test.describe('guides without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  for (const guide of guides) {
    test(`${guide.path}: the contents are plain links, with no button to open them`, async ({
      page,
    }) => {
      await page.goto(guide.path);
      await expect(contentsList(page).getByRole('link')).toHaveCount(8);
      await expect(page.getByRole('button', { name: 'Contents', exact: true })).toHaveCount(0);
    });
  }

  test("the doom loop's words show on focus without JavaScript", async ({ page }) => {
    await page.goto('/guides/get-out-of-spam');
    const circle = page.locator('[data-doom-loop] button').first();
    await circle.focus();
    const tip = page.locator(`[id="${await circle.getAttribute('aria-describedby')}"]`);
    await expect(tip).toBeVisible();
    await expect(tip).not.toBeEmpty();
  });
});
