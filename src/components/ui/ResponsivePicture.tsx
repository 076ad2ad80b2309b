import type { ComponentProps } from 'react';
import type { ResponsiveImage } from '../../lib/responsiveImage';

export type ResponsivePictureProps = Omit<
  ComponentProps<'img'>,
  'src' | 'srcSet' | 'sizes' | 'width' | 'height' | 'alt'
> & {
  /** The files astro:assets made (src/lib/responsiveImage.ts, at build). */
  image: ResponsiveImage;
  /** Required, even when empty: '' marks a picture that only decorates. */
  alt: string;
};

/**
 * A picture at the width its place needs, AVIF where the browser decodes it and WebP elsewhere:
 * the browser picks the file from `sizes` and its own pixel density before any CSS arrives. The
 * `<picture>` draws no box of its own, so the image is styled as if it stood alone.
 */
export function ResponsivePicture({ image, alt, ...img }: ResponsivePictureProps) {
  return (
    <picture className="contents">
      <source type="image/avif" srcSet={image.avifSrcset} sizes={image.sizes} />
      <img
        {...img}
        src={image.src}
        srcSet={image.srcset}
        sizes={image.sizes}
        width={image.width}
        height={image.height}
        alt={alt}
      />
    </picture>
  );
}
