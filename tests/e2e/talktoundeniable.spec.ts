import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { desktop, expect, phone, test } from './fixtures';

const route = '/talktoundeniable';
const calendarRegion = (page: Page) =>
  page.getByRole('region', { name: 'Choose a time that suits you' });
const fallbackLink = (page: Page) =>
  calendarRegion(page).getByRole('link', { name: /Book on our booking page/ });

/** Every scroll position the page passes through, from now on. */
async function recordScrolling(page: Page) {
  await page.evaluate(() => {
    const log: number[] = [];
    Object.assign(window, { scrollLog: log });
    window.addEventListener('scroll', () => log.push(window.scrollY), { passive: true });
  });
  return async () => {
    // Wait until the page has come to rest, then read where it went on the way.
    await expect
      .poll(async () => {
        const before = await page.evaluate(() => window.scrollY);
        await page.waitForTimeout(150);
        return before > 0 && before === (await page.evaluate(() => window.scrollY));
      })
      .toBe(true);
    return page.evaluate(() => (window as unknown as { scrollLog: number[] }).scrollLog);
  };
}

test.describe('strategy call page', () => {
  test.use({ viewport: desktop });

  test('states the headline and the three steps, in order', async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "Your growth isn't random. So your marketing shouldn't be.",
    );
    const steps = page.getByRole('list', { name: 'What you get from the call' });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      'Free Strategy Session',
      'Custom Growth Plan',
      'No Obligation',
    ]);
  });

  test('on a wide screen the calendar is on the first screen, with no jump button', async ({
    page,
  }) => {
    await page.goto(route);
    await expect(calendarRegion(page)).toBeInViewport();
    await expect(page.getByRole('link', { name: 'Book Your Call' })).toBeHidden();
  });

  test('with the calendar provider unavailable, the booking page link stands in its place', async ({
    page,
  }) => {
    await page.goto(route);
    const status = calendarRegion(page).getByRole('status');
    await expect(status).toContainText('The calendar could not load here.');
    const link = status.getByRole('link', { name: /Book on our booking page/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('target', '_blank');
    // The frame keeps its title and height in the page, but an empty box is never shown.
    const frame = page.getByTitle(/^Booking calendar/);
    await expect(frame).toHaveAttribute('height', '800');
    await expect(frame).toHaveAttribute('src', site.calendarEmbedUrl);
    await expect(frame).toBeHidden();
    await expect(fallbackLink(page)).toHaveCount(1);
  });

  test('the calendar link carries the campaign a visitor arrived with', async ({ page }) => {
    await page.goto(`${route}?utm_source=newsletter&utm_campaign=spring`);
    await expect(fallbackLink(page)).toHaveAttribute(
      'href',
      `${site.bookingUrl}?utm_source=newsletter&utm_campaign=spring`,
    );
  });

  test('the support line mails the agency', async ({ page }) => {
    await page.goto(route);
    const email = calendarRegion(page).getByRole('link', { name: site.email });
    await expect(email).toHaveAttribute('href', `mailto:${site.email}`);
    await expect(email.locator('xpath=..')).toContainText('Questions before you book?');
  });
});

test.describe('strategy call page on a phone', () => {
  test.use({ viewport: phone });

  test('"Book Your Call" glides to the calendar and moves focus to it', async ({ page }) => {
    await page.goto(route);
    const jump = page.getByRole('link', { name: 'Book Your Call' });
    await expect(jump).toBeInViewport();
    await expect(jump).toHaveAttribute('href', '#book-call');
    await expect(calendarRegion(page)).not.toBeInViewport();
    const scrolled = await recordScrolling(page);
    await jump.click();
    await expect(calendarRegion(page)).toBeFocused();
    const positions = await scrolled();
    // Smooth: the page passes through many positions on its way down.
    expect(new Set(positions).size).toBeGreaterThan(3);
    await expect(calendarRegion(page).getByRole('heading', { level: 2 })).toBeInViewport();
    // The fixed header does not cover where the calendar begins.
    const header = await page.getByRole('banner').boundingBox();
    const panel = await calendarRegion(page).boundingBox();
    expect(header && panel && panel.y >= header.y + header.height).toBe(true);
    // The next Tab goes into the calendar block, not back to the top of the page.
    await page.keyboard.press('Tab');
    await expect(calendarRegion(page).locator(':focus')).toHaveCount(1);
  });

  test('under reduced motion it moves to the calendar at once', async ({ page }) => {
    await page.emulateMedia({ reducedMotion: 'reduce' });
    await page.goto(route);
    const scrolled = await recordScrolling(page);
    await page.getByRole('link', { name: 'Book Your Call' }).click();
    await expect(calendarRegion(page)).toBeFocused();
    expect(new Set(await scrolled()).size).toBe(1);
  });
});

test.describe('strategy call page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('"Book Your Call" is a plain link to the calendar, where the booking link waits', async ({
    page,
  }) => {
    await page.goto(route);
    await page.getByRole('link', { name: 'Book Your Call' }).click();
    await expect(page).toHaveURL(/#book-call$/);
    await expect(calendarRegion(page).getByRole('heading', { level: 2 })).toBeInViewport();
    await expect(fallbackLink(page)).toBeVisible();
  });
});
