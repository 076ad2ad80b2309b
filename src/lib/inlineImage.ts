import { type SvgMarkupOptions, svgMarkup } from './svgMarkup';

/** Vite's own inlining limit: an image this small costs less inside the page than as a request. */
export const INLINE_LIMIT_BYTES = 4096;

/**
 * The file name an imported image was built from: '/_astro/founder-portrait.BpB9teMe.svg' (a
 * build) and '/@fs/…/people/founder-portrait.svg?origWidth=…' (the dev server) both give
 * 'founder-portrait.svg'.
 */
export function sourceName(src: string): string {
  const file = src.split('?')[0]?.split('/').pop() ?? '';
  return file.replace(/\.[\w-]{8}(\.svg)$/, '$1');
}

/**
 * The text of an SVG of the site's own of at most INLINE_LIMIT_BYTES, found by the file name an
 * image was built from, or undefined for anything else. `sources` maps each SVG file's path to
 * its text; a name found twice is not guessed at.
 */
export function smallSvgText(src: string, sources: Record<string, string>): string | undefined {
  if (!src.split('?')[0]?.endsWith('.svg')) return undefined;
  const name = sourceName(src);
  const matches = Object.entries(sources).filter(([path]) => path.endsWith(`/${name}`));
  if (matches.length !== 1) return undefined;
  const text = matches[0]?.[1] ?? '';
  return new TextEncoder().encode(text).length > INLINE_LIMIT_BYTES ? undefined : text;
}

/** An SVG's text as a `data:` address (percent-encoded: shorter than base64 once compressed). */
export function svgDataUrl(text: string): string {
  return `data:image/svg+xml,${encodeURIComponent(text)}`;
}

/** Every SVG under src/assets, as text: read at build time, for pages only (never an island). */
const siteSvgs = import.meta.glob<string>('/src/assets/**/*.svg', {
  query: '?raw',
  import: 'default',
  eager: true,
});

/**
 * An imported image as SVG markup to draw in the page (src/lib/svgMarkup.ts) when it is a small
 * SVG of the site's own, else undefined: the page then shows it as an image.
 */
export function smallSiteSvgMarkup(
  image: { src: string },
  options: SvgMarkupOptions,
): string | undefined {
  const text = smallSvgText(image.src, siteSvgs);
  return text === undefined ? undefined : svgMarkup(text, options);
}
