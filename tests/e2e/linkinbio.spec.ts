import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { desktop, expect, phone, test } from './fixtures';

const route = '/linkinbio';
const newTab = '(opens in a new tab)';

/** The share control beside the other actions (the floating one is the page's last button). */
const inlineShare = (page: Page) =>
  page.getByRole('button', { name: /^(Share Profile|Link Copied!)$/ }).first();
/** The copy-email control, whichever its state. */
const copyEmail = (page: Page) => page.getByRole('button', { name: /^(Copy Email|Copied)$/ });

/**
 * Waits until the page's script has brought the buttons to life: it puts the copy button in the
 * mail link's place and the share buttons in theirs, only once they work, so a button there is
 * one that answers a click.
 */
async function actionsReady(page: Page) {
  await expect(copyEmail(page)).toBeVisible();
  await expect(inlineShare(page)).toBeVisible();
}

test.describe('link in bio on a phone', () => {
  test.use({ viewport: phone });

  test('photo, name, role, tagline and the main buttons fit the first screen at 390x844', async ({
    page,
  }) => {
    await page.goto(route);
    await actionsReady(page);
    const firstScreen = [
      page.getByRole('img', { name: 'Portrait of Alex Morgan' }),
      page.getByRole('heading', { level: 1, name: 'Alex Morgan' }),
      page.getByText('Founder & Growth Architect', { exact: true }),
      page.getByText(/^I install AI growth systems/),
      page.getByRole('link', { name: `Schedule Call ${newTab}` }),
      page.getByRole('button', { name: 'Copy Email' }),
      inlineShare(page),
    ];
    expect(await page.evaluate(() => window.scrollY)).toBe(0);
    for (const element of firstScreen) {
      await expect(element).toBeVisible();
      const box = await element.boundingBox();
      expect(box && box.y >= 0 && box.y + box.height <= phone.height).toBe(true);
    }
  });

  test('a floating share button rides along while scrolling and rests above the footer', async ({
    page,
  }) => {
    await page.goto(route);
    await actionsReady(page);
    const floating = page.getByRole('button', { name: 'Share Profile' }).last();
    await expect(page.getByRole('button', { name: 'Share Profile' })).toHaveCount(2);
    await page.evaluate(() => window.scrollTo({ top: 500, behavior: 'instant' }));
    await expect(floating).toBeInViewport({ ratio: 1 });
    const box = await floating.boundingBox();
    expect(box && box.y + box.height).toBeGreaterThan(phone.height - 100);

    await page.evaluate(() =>
      window.scrollTo({ top: document.body.scrollHeight, behavior: 'instant' }),
    );
    const footerTop = await page
      .getByRole('contentinfo')
      .evaluate((footer) => footer.getBoundingClientRect().top);
    const rest = await floating.boundingBox();
    expect(rest && rest.y + rest.height).toBeLessThanOrEqual(footerTop);
  });
});

test.describe('link in bio on a desktop', () => {
  test.use({ viewport: desktop });

  test('Schedule Call opens the booking page in a new tab with the visit’s campaign', async ({
    page,
  }) => {
    await page.goto(`${route}?utm_source=instagram&utm_medium=bio`);
    const schedule = page.getByRole('link', { name: `Schedule Call ${newTab}` });
    await expect(schedule).toHaveAttribute(
      'href',
      `${site.bookingUrl}?utm_source=instagram&utm_medium=bio`,
    );
    await expect(schedule).toHaveAttribute('target', '_blank');
  });

  test('every social profile is named and opens in a new tab', async ({ page }) => {
    await page.goto(route);
    const profiles = page.getByRole('navigation', { name: 'Follow along' });
    const expected = [
      ['Instagram', site.socials.instagram],
      ['LinkedIn', site.socials.linkedin],
      ['YouTube', site.socials.youtube],
      ['TikTok', site.socials.tiktok],
      ['Main website', site.socials.website],
    ] as const;
    await expect(profiles.getByRole('link')).toHaveCount(expected.length);
    for (const [name, href] of expected) {
      const link = profiles.getByRole('link', { name: `${name} ${newTab}` });
      await expect(link).toHaveAttribute('href', href);
      await expect(link).toHaveAttribute('target', '_blank');
    }
  });

  test('the floating share button is for phones only', async ({ page }) => {
    await page.goto(route);
    await actionsReady(page);
    await expect(page.getByRole('button', { name: 'Share Profile' })).toHaveCount(1);
  });

  // Their script is written into the page (linkinbio.astro): no chunk to fetch, none to fail.
  test('the buttons need no script file: with every chunk refused they still copy', async ({
    page,
    context,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write']);
    await page.route(/\/_astro\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto(route);
    await actionsReady(page);
    await copyEmail(page).click();
    await expect(copyEmail(page)).toHaveText('Copied');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(site.email);
    await inlineShare(page).click();
    await expect(inlineShare(page)).toHaveText('Link Copied!');
  });
});

// What Copy Email and Share Profile do in each case (copied for 2 s, the e-mail fallback, the
// native share, a cancelled share, a failed copy) is their script's: CopyEmailButton.test.tsx and
// ShareProfileButton.test.tsx; the WebKit suite copies with both in a real clipboard.

test.describe('link in bio without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('reads completely, e-mail is a mailto link, and no share control is offered', async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1, name: 'Alex Morgan' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Email Me' })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    await expect(page.getByRole('button')).toHaveCount(0);
    await expect(page.getByText('Share Profile')).toHaveCount(0);
    await expect(page.getByRole('link', { name: /Free guides and resources/ })).toHaveAttribute(
      'href',
      '/resources',
    );
    await expect(page.getByText('Revenue Influenced')).toBeVisible();
  });
});
