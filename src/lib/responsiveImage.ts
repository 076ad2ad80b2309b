/**
 * A picture cut by astro:assets to several widths, in AVIF with WebP for the browsers without it,
 * as plain data a React component renders (ResponsivePicture). For pages only: it runs at build.
 */
import { getImage } from 'astro:assets';
import type { ImageMetadata } from 'astro';
import type { PictureSizes } from './pictureSizes';

/** What ResponsivePicture needs: every file's address and the picture's shape. */
export interface ResponsiveImage {
  /** For a browser that reads no srcset: the WebP nearest the middle width. */
  src: string;
  /** The WebP files, '/_astro/a_1.webp 480w, ...'. */
  srcset: string;
  /** The same widths in AVIF, offered first. */
  avifSrcset: string;
  /** The `sizes` of its place (src/lib/pictureSizes.ts). */
  sizes: string;
  /** The source's shape: with them the browser reserves the box before any file arrives. */
  width: number;
  height: number;
}

/**
 * AVIF quality of the files only a dense screen takes (PictureSizes.denseFrom): at 2x and 3x a
 * file pixel is a half or a third of a CSS pixel, and the softer edges of 55 do not show, for
 * files a fifth to a third smaller than at 70 (astro.config.ts, the rest).
 */
const DENSE_AVIF_QUALITY = 55;

/** The AVIF files at these widths, '/_astro/a_1.avif 480w, ...', or '' for none. */
async function avifSrcset(src: ImageMetadata, widths: number[], quality?: number) {
  if (widths.length === 0) return '';
  const image = await getImage({ src, format: 'avif', widths, width: widths[0], quality });
  return image.srcSet.attribute;
}

export async function responsiveImage(
  source: ImageMetadata,
  { widths, sizes, denseFrom }: PictureSizes,
): Promise<ResponsiveImage> {
  const middle = widths[Math.floor(widths.length / 2)] ?? source.width;
  const [webp, ...avif] = await Promise.all([
    getImage({ src: source, format: 'webp', widths, width: middle }),
    avifSrcset(
      source,
      widths.filter((width) => width < denseFrom),
    ),
    avifSrcset(
      source,
      widths.filter((width) => width >= denseFrom),
      DENSE_AVIF_QUALITY,
    ),
  ]);
  return {
    src: webp.src,
    srcset: webp.srcSet.attribute,
    avifSrcset: avif.filter(Boolean).join(', '),
    sizes,
    width: source.width,
    height: source.height,
  };
}
