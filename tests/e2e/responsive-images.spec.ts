import type { Locator, Page } from '@playwright/test';
import { expect, test } from './fixtures';

/**
 * Each picture comes at the width it is drawn at on the visitor's screen (src/lib/pictureSizes.ts):
 * at least one file pixel per screen pixel, so it is sharp, and at most the next width up, so a
 * phone never waits for a desktop's file. The widths step by at most a third.
 */
const NEXT_STEP = 1.35;

const screens = [
  { name: 'a 390 px phone at 3x', viewport: { width: 390, height: 844 }, scale: 3, phone: true },
  {
    name: "Lighthouse's 412 px phone at 1.75x",
    viewport: { width: 412, height: 823 },
    scale: 1.75,
    phone: true,
  },
  { name: 'a 1280 px desktop at 1x', viewport: { width: 1280, height: 800 }, scale: 1 },
  { name: 'a 1280 px desktop at 2x', viewport: { width: 1280, height: 800 }, scale: 2 },
];

/** The pictures, found as a visitor would: the case study's still and a guide's first picture. */
const pictures = [
  {
    name: "the case study's still",
    route: '/',
    find: (page: Page) =>
      // Decorative (alt=""), so it is found by the section it decorates.
      page.getByRole('region', { name: /10X in 30 days/i }).getByRole('presentation'),
  },
  {
    name: "the lead forms guide's first picture",
    route: '/guides/facebook-lead-forms-vs-landing-pages',
    find: (page: Page) => page.getByRole('img', { name: /Facebook lead form on a phone/ }),
  },
];

/** The file the browser chose, its own width in pixels, and the width it is drawn at. */
async function served(image: Locator) {
  await image.scrollIntoViewIfNeeded();
  await expect
    .poll(() => image.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
    .toBe(true);
  return image.evaluate(async (img: HTMLImageElement) => {
    // `naturalWidth` of a srcset image is in CSS pixels: the file itself tells its own.
    const file = new Image();
    file.src = img.currentSrc;
    await file.decode();
    return {
      file: img.currentSrc,
      fileWidth: file.naturalWidth,
      drawnWidth: img.getBoundingClientRect().width,
    };
  });
}

for (const screen of screens) {
  test.describe(`on ${screen.name}`, () => {
    test.use({
      viewport: screen.viewport,
      deviceScaleFactor: screen.scale,
      isMobile: screen.phone ?? false,
      hasTouch: screen.phone ?? false,
    });

    for (const picture of pictures) {
      test(`${picture.name} is sharp, in AVIF, and no wider than the screen needs`, async ({
        page,
      }) => {
        await page.goto(picture.route);
        const { file, fileWidth, drawnWidth } = await served(picture.find(page));
        const needed = Math.floor(drawnWidth * screen.scale);
        const summary = `${file}: ${fileWidth} px for ${drawnWidth} CSS px at ${screen.scale}x`;
        expect.soft(fileWidth, `${summary}: soft`).toBeGreaterThanOrEqual(needed);
        expect
          .soft(fileWidth, `${summary}: wider than needed`)
          .toBeLessThanOrEqual(needed * NEXT_STEP);
        if (screen.phone) expect.soft(fileWidth, `${summary}: a desktop's file`).toBeLessThan(1600);
        expect.soft(file, summary).toMatch(/\.avif$/);
      });
    }
  });
}
