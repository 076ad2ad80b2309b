/** A picture as src/lib/responsiveImage.ts gives it, for unit tests: two widths, two formats. */
import type { ResponsiveImage } from '../lib/responsiveImage';

export const picture = (name: string, width = 1600, height = 900): ResponsiveImage => ({
  src: `/img/${name}-960.webp`,
  srcset: `/img/${name}-480.webp 480w, /img/${name}-960.webp 960w`,
  avifSrcset: `/img/${name}-480.avif 480w, /img/${name}-960.avif 960w`,
  sizes: '(min-width: 64rem) 600px, 100vw',
  width,
  height,
});
