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

export async function responsiveImage(
  source: ImageMetadata,
  { widths, sizes }: PictureSizes,
): Promise<ResponsiveImage> {
  const middle = widths[Math.floor(widths.length / 2)] ?? source.width;
  const options = { src: source, widths, sizes, width: middle };
  const [avif, webp] = await Promise.all([
    getImage({ ...options, format: 'avif' }),
    getImage({ ...options, format: 'webp' }),
  ]);
  return {
    src: webp.src,
    srcset: webp.srcSet.attribute,
    avifSrcset: avif.srcSet.attribute,
    sizes,
    width: source.width,
    height: source.height,
  };
}
