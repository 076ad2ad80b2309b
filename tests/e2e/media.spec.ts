import { site } from '../../src/site.config';
import { expect, test } from './fixtures';

/** The default media must play on a fresh install: real local files, not a placeholder host. */
test('the case-study video plays its shipped file, with captions', async ({ page }) => {
  await page.goto('/#case-studies');
  const video = page.getByLabel(/case study/i).and(page.locator('video'));
  await expect(video).toHaveAttribute('poster', site.media.caseStudyPoster);
  const state = await video.evaluate(async (element: HTMLVideoElement) => {
    element.muted = true;
    await element.play();
    await new Promise((resolve) => setTimeout(resolve, 600));
    const track = element.textTracks[0];
    return {
      time: element.currentTime,
      duration: element.duration,
      error: element.error?.code ?? null,
      captions: track ? { kind: track.kind, mode: track.mode } : null,
    };
  });
  expect(state.error).toBeNull();
  expect(state.time).toBeGreaterThan(0);
  expect(state.duration).toBeGreaterThan(5);
  expect(state.captions).toEqual({ kind: 'captions', mode: 'showing' });
  const poster = await page.request.get(site.media.caseStudyPoster);
  expect(poster.headers()['content-type']).toMatch(/^image\//);
});
