import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { load } from 'js-yaml';
import { site } from '../../src/site.config';
import { desktop, expect, expectPlayingWithCaptions, phone, test } from './fixtures';

const route = '/msp-liasonai';
/** The page's video file, as its opening section names it. */
const videoFile = (
  load(readFileSync('src/content/campaigns/msp-liasonai.yaml', 'utf8')) as {
    sections: { value: { video?: { src: string } } }[];
  }
).sections[0]?.value.video?.src;
const guarantee = "If You Don't Get 10 Booked Calls, We Work Free Until You Do.";
const offerButton = (page: Page) => page.getByRole('link', { name: 'Build My System for Free' });
const calendarRegion = (page: Page) =>
  page.getByRole('region', { name: "Let's build your system" });
const video = (page: Page) => page.getByLabel(/^Overview video/).and(page.locator('video'));
const playButton = (page: Page) => page.getByRole('link', { name: 'Play the overview video' });

test.describe('landing page for managed service providers', () => {
  test.use({ viewport: desktop });

  test('promises 10 qualified booked calls in 60 days, with the guarantee beside the offer', async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      '10 qualified booked calls in 60 days.',
    );
    await expect(offerButton(page)).toBeInViewport();
    await expect(page.getByText(guarantee, { exact: true })).toBeInViewport();
  });

  test('the overview video shows a drawn title card and a play button, fetching nothing first', async ({
    page,
  }) => {
    const fetched: string[] = [];
    page.on('request', (request) => fetched.push(request.url()));
    await page.goto(route);
    await page.waitForLoadState('load');
    // No image and none of the browser's control icons load with the first screen.
    expect(fetched.filter((url) => /^data:|\.(webp|avif|png|jpe?g|mp4)$/.test(url))).toEqual([]);
    await expect(video(page)).not.toHaveAttribute('controls');
    await expect(video(page)).toHaveAttribute('preload', 'none');
    await expect(page.getByText('10 calls', { exact: true })).toBeVisible();
    await expect(page.getByText('booked in 60 days', { exact: true })).toBeVisible();
    await expect(video(page)).toContainText('Your browser does not support the video tag.');
    await expect(video(page).locator('source')).toHaveAttribute('src', String(videoFile));
    // Without script, the play button opens the file itself.
    await expect(playButton(page)).toHaveAttribute('href', String(videoFile));
    const direct = page.getByRole('link', { name: /Open it directly/ });
    await expect(direct).toHaveAttribute('href', String(videoFile));
    await expect(direct).toHaveAttribute('target', '_blank');
  });

  test('pressing play brings the controls, moves focus to the player and plays with captions', async ({
    page,
  }) => {
    await page.goto(route);
    await video(page).evaluate((element: HTMLVideoElement) => {
      element.muted = true;
    });
    await playButton(page).press('Enter');
    await expect(page).toHaveURL(new RegExp(`${route}$`));
    await expect(playButton(page)).toBeHidden();
    await expect(video(page)).toHaveAttribute('controls', '');
    await expect(video(page)).toBeFocused();
    await expectPlayingWithCaptions(video(page));
  });

  test('"Build My System for Free" leads to the booking calendar and moves focus there', async ({
    page,
  }) => {
    await page.goto(route);
    await expect(offerButton(page)).toHaveAttribute('href', '#book-call');
    await expect(calendarRegion(page)).not.toBeInViewport();
    await offerButton(page).click();
    await expect(calendarRegion(page)).toBeFocused();
    await expect(calendarRegion(page).getByRole('heading', { level: 2 })).toBeInViewport();
  });

  test('the calendar shows, and with its provider unavailable the booking page stands in', async ({
    page,
  }) => {
    await page.goto(route);
    await calendarRegion(page).scrollIntoViewIfNeeded();
    await expect(page.getByTitle(/^Booking calendar/)).toHaveAttribute('height', '800');
    const link = calendarRegion(page)
      .getByRole('status')
      .getByRole('link', { name: /Book on our booking page/ });
    await expect(link).toBeVisible();
    await expect(link).toHaveAttribute('href', site.bookingUrl);
    await expect(link).toHaveAttribute('target', '_blank');
  });

  test('the how-it-works steps come between the offer and the calendar', async ({ page }) => {
    await page.goto(route);
    const headings = await page.getByRole('main').getByRole('heading').allTextContents();
    expect(headings).toEqual([
      '10 qualified booked calls in 60 days.',
      'Built for you, run with you',
      'We find your buyers',
      'We build the system',
      'You take the calls',
      "Let's build your system",
    ]);
  });
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: phone });

  test('the headline, the video and the offer fit the first screens', async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toBeInViewport();
    await expect(video(page)).toBeInViewport();
    await expect(playButton(page)).toBeInViewport();
    await offerButton(page).click();
    await expect(calendarRegion(page)).toBeFocused();
  });
});

test.describe('landing page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the offer is a plain link to the calendar, where the booking link waits', async ({
    page,
  }) => {
    await page.goto(route);
    await offerButton(page).click();
    await expect(page).toHaveURL(/#book-call$/);
    await expect(
      calendarRegion(page).getByRole('link', { name: /Book on our booking page/ }),
    ).toBeVisible();
    await expect(page.getByText(guarantee, { exact: true })).toBeVisible();
  });
});
