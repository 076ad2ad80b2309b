import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { consoleErrors, desktop, expect, test } from './fixtures';
import { contentsList } from './guideChecks';

/** The lead forms guide's widgets on the real page: podcast, carousel and landing-page mockup. */
const path = '/guides/facebook-lead-forms-vs-landing-pages';
const player = (page: Page) => page.getByRole('region', { name: /Lead Forms vs. Landing Pages/ });
const carousel = (page: Page) =>
  page.getByRole('region', { name: 'Lead form and landing page examples' });
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');

/** Opens the guide on a held clock: only `page.clock.runFor` moves its time on. */
async function openWithHeldClock(page: Page) {
  await page.clock.install({ time: new Date('2025-06-09T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-09T09:00:01Z'));
  await page.goto(path);
  // Lets the islands that wake when the browser is idle do so.
  await page.clock.runFor(500);
}

/**
 * Waits for the carousel, scrolled near, to start. It starts after the first paint
 * (src/lib/afterFirstPaint.ts waits a timer's turn), and under the held clock a paint reported
 * after openWithHeldClock's run leaves that turn waiting: each try lets due timers run, by 1 ms
 * so the slide timings the tests count are not moved.
 */
async function carouselStarted(page: Page) {
  // Its controls are in the HTML from the start; it runs once its island has started.
  await expect(async () => {
    await page.clock.runFor(1);
    await expect(
      page.locator('astro-island:not([ssr])').filter({ has: carousel(page) }),
    ).toHaveCount(1, { timeout: 250 });
  }).toPass({ timeout: 10_000 });
}

test.describe('Facebook lead forms guide: its widgets', () => {
  test.use({ viewport: desktop });

  test('the podcast plays the shipped file and stays on screen while the guide is read', async ({
    page,
  }) => {
    await page.goto(path);
    await player(page).scrollIntoViewIfNeeded();
    await player(page).getByRole('button', { name: 'Play episode' }).click();
    await expect(player(page).getByRole('button', { name: 'Pause episode' })).toBeVisible();
    const audio = player(page).locator('audio');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
      .toBeGreaterThan(0.3);
    expect(await audio.evaluate((a: HTMLAudioElement) => new URL(a.currentSrc).pathname)).toBe(
      site.media.podcastAudio,
    );
    await player(page).getByRole('button', { name: 'Pause episode' }).click();
    // Sticky: far down the guide the player is still right under the header.
    await contentsList(page).getByRole('link', { name: /FAQs/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeInViewport();
    await expect(player(page)).toBeInViewport();
    const box = await player(page).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(72);
    expect(box?.y).toBeLessThan(120);
  });

  test('when the audio cannot load, the player warns and Retry loads it again', async ({
    page,
  }) => {
    const logged = consoleErrors(page);
    const file = `**${site.media.podcastAudio}`;
    await page.route(file, (route) => route.abort('failed'));
    await page.goto(path);
    await player(page).scrollIntoViewIfNeeded();
    await player(page).getByRole('button', { name: 'Play episode' }).click();
    const alert = player(page).getByRole('alert');
    await expect(alert).toBeVisible();
    expect(logged.some((text) => text.startsWith('Error playing audio:'))).toBe(true);
    await page.unroute(file);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(player(page).getByRole('button', { name: 'Pause episode' })).toBeVisible();
    await expect(player(page).getByRole('alert')).toHaveCount(0);
  });

  test('the carousel turns every 5 s and wraps, its buttons wrap, dots jump, and it holds on hover and pause', async ({
    page,
  }) => {
    await openWithHeldClock(page);
    await carousel(page).scrollIntoViewIfNeeded();
    // It turns once it runs.
    await carouselStarted(page);
    await page.mouse.move(0, 0);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(4900);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(200);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 2');
    await carousel(page).getByRole('button', { name: 'Go to slide 5' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 5');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 5');
    // Focus rests on a control inside, which holds it: move focus and pointer away, then wait.
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await carousel(page)
      .getByRole('group', { name: /Slide 1 of 5/ })
      .hover();
    await page.clock.runFor(11000);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await page.mouse.move(0, 0);
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(11000);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the landing-page mockup moves one section every 12 s and stops at the last', async ({
    page,
  }) => {
    await openWithHeldClock(page);
    const frame = page.getByRole('region', { name: 'Example landing page' });
    await frame.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Pause auto-scroll' })).toBeVisible();
    await page.mouse.move(0, 0);
    const progress = page.getByText(/^Viewing section \d of 5$/);
    await expect(progress).toHaveText('Viewing section 1 of 5');
    await page.clock.runFor(11_900);
    await expect(progress).toHaveText('Viewing section 1 of 5');
    await page.clock.runFor(200);
    await expect(progress).toHaveText('Viewing section 2 of 5');
    // The frame's smooth scroll runs on real time, not the page's held clock: let it land.
    const landed = () => page.waitForTimeout(1000);
    for (const n of [3, 4, 5]) {
      await landed();
      await page.clock.runFor(12_100);
      await expect(progress).toHaveText(`Viewing section ${n} of 5`);
    }
    await landed();
    await page.clock.runFor(30_000);
    await expect(progress).toHaveText('Viewing section 5 of 5');
  });

  test('a picture that fails to load is logged and left out of the carousel', async ({ page }) => {
    const logged = consoleErrors(page);
    // Every file of the picture, whichever width and format the browser picks.
    await page.route(/\/_astro\/landing-page-ad\.[^/]+\.(avif|webp)$/, (route) =>
      route.abort('failed'),
    );
    await page.goto(path);
    await carousel(page).scrollIntoViewIfNeeded();
    await expect(carousel(page).getByRole('button', { name: 'Go to slide 4' })).toBeVisible();
    await expect(carousel(page).getByRole('button', { name: 'Go to slide 5' })).toHaveCount(0);
    await expect(carousel(page).getByRole('group', { name: 'Slide 1 of 4' })).toBeAttached();
    expect(logged.some((text) => text.startsWith('Image failed to load:'))).toBe(true);
  });
});
