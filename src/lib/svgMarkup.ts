/** How an SVG file's drawing should stand in a page as an element of its own. */
export interface SvgMarkupOptions {
  /** Put before each of the file's ids, so they cannot clash with the page's or a second copy's. */
  idPrefix: string;
  /**
   * The page's words for the image: its accessible name, in place of the file's own title.
   * Without it the drawing is decorative and hidden from assistive technology.
   */
  label?: string | undefined;
  /** Further attributes for the root element, e.g. how it fills its box. */
  attributes?: Record<string, string> | undefined;
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;');

/**
 * An SVG file's text as markup to write into a page: with no request at all, unlike an `<img>`
 * (even a `data:` one is fetched and decoded while the fonts are). Its ids and every reference to
 * them are prefixed, its title and the root's own size and naming give way to the page's label
 * and the given attributes; the drawing itself is untouched.
 */
export function svgMarkup(text: string, { idPrefix, label, attributes = {} }: SvgMarkupOptions) {
  const ids = new Set([...text.matchAll(/\sid="([^"]+)"/g)].map((match) => match[1]));
  const prefixed = (id: string) => (ids.has(id) ? `${idPrefix}-${id}` : id);
  const body = text
    .replace(/<\?xml[\s\S]*?\?>|<!--[\s\S]*?-->/g, '')
    .replace(/<title\b[^>]*>[\s\S]*?<\/title>\s*/g, '')
    .replace(/(\sid=")([^"]+)"/g, (_, start: string, id: string) => `${start}${prefixed(id)}"`)
    .replace(/url\(#([^)]+)\)/g, (_, id: string) => `url(#${prefixed(id)})`)
    .replace(/(\s(?:xlink:)?href=")#([^"]+)"/g, (_, start: string, id: string) => {
      return `${start}#${prefixed(id)}"`;
    })
    .trim();
  const root = body.match(/^<svg\b([^>]*)>/);
  if (!root) throw new Error('svgMarkup: the text does not start with an <svg> element');
  const kept = (root[1] ?? '').replace(
    /\s(?:width|height|role|aria-[\w-]+|preserveAspectRatio)="[^"]*"/g,
    '',
  );
  const naming =
    label === undefined ? { 'aria-hidden': 'true' } : { role: 'img', 'aria-label': label };
  const added = Object.entries({ ...naming, ...attributes })
    .map(([name, value]) => ` ${name}="${escapeAttribute(value)}"`)
    .join('');
  return `<svg${kept}${added}>${body.slice(root[0].length)}`;
}
