import { site } from '../../src/site.config';
import { expect, expectPlayingWithCaptions, test } from './fixtures';

/** The default media must play on a fresh install: real local files, not a placeholder host. */
test('the case-study still waits until it is near, then shows behind the player', async ({
  page,
}) => {
  const stills: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('case-study-still')) stills.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await page.waitForLoadState('load');
  // Far below the first screen, it leaves the phone's bandwidth to what the visitor sees first.
  expect(stills).toEqual([]);
  const video = page.getByLabel(/case study/i).and(page.locator('video'));
  await video.scrollIntoViewIfNeeded();
  const still = video.locator('xpath=..').locator('img');
  await expect
    .poll(() => still.evaluate((image: HTMLImageElement) => image.naturalWidth))
    .toBeGreaterThan(0);
  // One file (its width and format: responsive-images.spec.ts).
  expect(stills).toHaveLength(1);
  expect(await video.evaluate((element: HTMLVideoElement) => element.poster)).toBe('');
  // Nothing of the film itself loads or plays until asked, and a browser without video says so.
  await expect(video).toHaveAttribute('preload', 'none');
  expect(await video.evaluate((element: HTMLVideoElement) => element.autoplay)).toBe(false);
  await expect(video).toContainText('Your browser does not support the video tag.');
});

test('the case-study video plays its shipped file, with captions, from its play button', async ({
  page,
}) => {
  await page.goto('/#case-studies');
  const video = page.getByLabel(/case study/i).and(page.locator('video'));
  await video.evaluate((element: HTMLVideoElement) => {
    element.muted = true;
  });
  await page.getByRole('link', { name: 'Play the case study' }).click();
  await expect(video).toHaveAttribute('controls', '');
  await expectPlayingWithCaptions(video);
});

test.describe('without script', () => {
  test.use({ javaScriptEnabled: false });

  test('the play button opens the video file itself', async ({ page }) => {
    await page.goto('/#case-studies');
    const opened = page.waitForRequest(
      (request) =>
        request.isNavigationRequest() && request.url().endsWith(site.media.caseStudyVideo),
    );
    await page.getByRole('link', { name: 'Play the case study' }).click();
    await opened;
  });
});
