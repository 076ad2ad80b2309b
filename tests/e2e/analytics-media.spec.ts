import { expect, test } from './fixtures';
import { records, resetRecords } from './standin';

/**
 * Captions on a media host: in the copy of the site built with the case study's captions on the
 * stand-in, another origin than the page's, the video asks for them with CORS and shows them.
 */
test.use({ answered: true });
test.beforeEach(async () => resetRecords());

test("the case study's captions load from a media host on another origin at the first play", async ({
  page,
}) => {
  await page.goto('/');
  const video = page.locator('video').first();
  await video.scrollIntoViewIfNeeded();
  await expect(video).toHaveAttribute('crossorigin', 'anonymous');
  // The first play turns the captions on (a real play needs the video's codec; the event is what
  // the page listens for).
  await video.dispatchEvent('play');
  const track = () =>
    video.evaluate((element: HTMLVideoElement) => {
      const tag = element.querySelector('track');
      return {
        readyState: tag?.readyState,
        cues: tag?.track.cues?.length ?? 0,
        mode: tag?.track.mode,
      };
    });
  // 2: loaded; 3 would be the error a refused cross-origin file gives.
  await expect.poll(track).toEqual({ readyState: 2, cues: 1, mode: 'showing' });
  const asked = (await records()).requests.filter((r) => r.path === '/media/captions.vtt');
  expect(asked.length).toBeGreaterThan(0);
});
