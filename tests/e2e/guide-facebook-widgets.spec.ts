import { readFileSync } from 'node:fs';
import type { Page } from '@playwright/test';
import { load } from 'js-yaml';
import { consoleErrors, desktop, expect, test } from './fixtures';
import { contentsList } from './guideChecks';

/** The lead forms guide's widgets on the real page: the podcast, the carousel's pictures and the mockup. */
const path = '/guides/facebook-lead-forms-vs-landing-pages';
const player = (page: Page) => page.getByRole('region', { name: /Lead Forms vs. Landing Pages/ });
const carousel = (page: Page) =>
  page.getByRole('region', { name: 'Lead form and landing page examples' });
/** The episode this guide's own podcast block names, from its front matter. */
const episode = (() => {
  const mdx = readFileSync('src/content/guides/facebook-lead-forms-vs-landing-pages.mdx', 'utf8');
  const data = load(mdx.split(/^---$/m)[1] ?? '') as { podcast: { audioUrl: string } };
  return data.podcast.audioUrl;
})();

/** Opens the guide on a held clock: only `page.clock.runFor` moves its time on. */
async function openWithHeldClock(page: Page) {
  await page.clock.install({ time: new Date('2025-06-09T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-09T09:00:01Z'));
  await page.goto(path);
  // Lets the islands that wake when the browser is idle do so.
  await page.clock.runFor(500);
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
      episode,
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
    const file = `**${episode}`;
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

  // The carousel's turn every 5 s, its buttons, dots, hover and pause: ImageCarousel.test.tsx's
  // cases, and tests/webkit/guides.spec.ts on this page in WebKit.

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
