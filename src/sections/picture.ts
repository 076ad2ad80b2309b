/**
 * The pictures sections show, loaded by their paths ('/src/assets/people/jo.jpg'): every image in
 * the folders of src/assets/ (not the icon sprite beside them), as Astro imports it: its built
 * address, width and height. Astro writes to dist/ only the ones a page shows.
 */
const files = import.meta.glob<ImageMetadata>(
  '/src/assets/*/**/*.{avif,gif,jpeg,jpg,png,svg,webp}',
  {
    eager: true,
    import: 'default',
  },
);

export function picture(path: string): ImageMetadata {
  const file = files[path];
  if (!file) throw new Error(`${path}: no picture there under src/assets/`);
  return file;
}
