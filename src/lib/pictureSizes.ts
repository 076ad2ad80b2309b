/**
 * How wide each picture is drawn, so astro:assets makes the widths a screen needs and the browser
 * picks one before any CSS has loaded. Each `sizes` follows its place's layout in CSS pixels: if
 * a layout changes, change its entry here (tests/e2e/responsive-images.spec.ts checks the widths
 * served at 390 and 1280 px).
 *
 * The browser takes the narrowest file with at least as many pixels as the screen shows, so the
 * widths step by at most a third, with one at 1080 for the commonest phone, 390 px wide at 3x
 * (about 1,000 px to fill). A 1280 px desktop takes 800 px at 1x and 1600 at 2x. The source files
 * are 1600 px wide, so a 2x desktop screen gets its sharpest file.
 */
export interface PictureSizes {
  /** The files' widths, in pixels: each becomes an AVIF and a WebP. */
  widths: number[];
  /** The `sizes` attribute: the picture's width at each viewport width. */
  sizes: string;
  /**
   * Wider than the place ever draws the picture, in CSS pixels: a file from this width on goes
   * only to a screen with more than one pixel to a CSS pixel, and is compressed harder.
   */
  denseFrom: number;
}

const widths = [480, 640, 800, 960, 1080, 1280, 1600];

/**
 * The case study's still (VideoCaseStudy): the page column (.container-page: 76rem at most, 1.25rem
 * padding, 2rem from 48rem), then from 64rem the first of two columns, 1.55fr beside 1fr with a
 * 2.5rem gap, less the player's 1px frame on each side.
 */
export const caseStudyStill: PictureSizes = {
  widths,
  // At most 957 px: a 1023 px viewport, one column.
  denseFrom: 1000,
  sizes: [
    '(min-width: 76rem) 674px',
    '(min-width: 64rem) calc((100vw - 6.5rem) * 0.6078 - 2px)',
    '(min-width: 48rem) calc(100vw - 4rem - 2px)',
    'calc(100vw - 2.5rem - 2px)',
  ].join(', '),
};

/**
 * A guide's carousel pictures (ImageCarousel): the article column (GuideLayout: the page column
 * less, from 64rem, a 14.5rem contents sidebar and a 3.5rem gap; from 80rem 16rem and 5rem), less
 * the carousel's 1px border and its padding (0.5rem, 0.75rem from 40rem) on each side.
 */
export const guidePicture: PictureSizes = {
  widths,
  // At most 933 px: a 1023 px viewport, before the contents sidebar.
  denseFrom: 1000,
  sizes: [
    '(min-width: 80rem) 790px',
    '(min-width: 64rem) calc(min(100vw, 76rem) - 4rem - 18rem - 1.625rem)',
    '(min-width: 48rem) calc(100vw - 4rem - 1.625rem)',
    '(min-width: 40rem) calc(100vw - 2.5rem - 1.625rem)',
    'calc(100vw - 2.5rem - 1.125rem)',
  ].join(', '),
};
