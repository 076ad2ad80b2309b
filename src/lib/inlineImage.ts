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
 * A `data:` address for an SVG image of the site's own of at most INLINE_LIMIT_BYTES, so a small
 * portrait or avatar near the first screen arrives with the page instead of competing with the
 * fonts for a phone's first round trips; anything else keeps its own address. `sources` maps
 * each SVG file's path to its text; a name found twice is not guessed at.
 */
export function inlineSmallSvg(src: string, sources: Record<string, string>): string {
  if (!src.split('?')[0]?.endsWith('.svg')) return src;
  const name = sourceName(src);
  const matches = Object.entries(sources).filter(([path]) => path.endsWith(`/${name}`));
  if (matches.length !== 1) return src;
  const text = matches[0]?.[1] ?? '';
  if (new TextEncoder().encode(text).length > INLINE_LIMIT_BYTES) return src;
  return svgDataUrl(text);
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

/** An imported image with a `data:` address when it is a small SVG of the site's own. */
export function withSmallSvgInline<T extends { src: string }>(image: T): T {
  return { ...image, src: inlineSmallSvg(image.src, siteSvgs) };
}
