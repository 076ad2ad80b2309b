/**
 * A picture uploaded inside a part that may be left out (a guide's carousel) is saved as one
 * uploaded anywhere else in a form: a new file in the guide's own folder, the field pointing at
 * it, and nothing else in the file or on disk moved.
 */
import { load } from 'js-yaml';
import { describe, expect, it, vi } from 'vitest';
import { browserCore, type EntryForm, openEntry, saveEntry } from './roundTrip';

vi.mock('@keystatic/core', async () => await import(browserCore));

const { default: editor } = await import('../../keystatic.config');

const slug = 'facebook-lead-forms-vs-landing-pages';
const file = `src/content/guides/${slug}.mdx`;
const guides = editor.collections?.guides;
if (!guides) throw new Error('keystatic.config.ts has no guides collection');
const form: EntryForm = { schema: guides.schema, slugField: 'address', slug, contentField: 'body' };
/** What a save writes besides the frontmatter and the guide's text. */
const pictures = (files: { path: string }[]) => files.filter((f) => f.path !== 'body.mdx');

type Picture = { path: string; upload: { filename: string; data: Uint8Array } | null };
type Carousel = { images: { image: Picture; alt: string }[] };

describe("a picture uploaded into a guide's carousel", () => {
  it('is written into the guide’s folder, and the carousel points at it', async () => {
    const { state } = await openEntry(file, form);
    const carousel = state.carousel as Carousel;
    const [first] = carousel.images;
    if (!first) throw new Error(`${file}: the carousel should have a picture`);
    const data = new Uint8Array([137, 80, 78, 71, 1, 2, 3]);
    first.image = {
      path: `/src/assets/guides/new-ad-0a1b2c3d.png`,
      upload: { filename: 'new-ad-0a1b2c3d.png', data },
    };
    const { yaml, extraFiles } = await saveEntry(state, form);

    expect(pictures(extraFiles)).toEqual([
      { path: 'new-ad-0a1b2c3d.png', contents: data, parent: 'src/assets/guides' },
    ]);
    // Keystatic writes a collection's file to `${parent}/${slug}/${path}`: where the field points.
    const saved = load(yaml) as { carousel: { images: { image: string }[] } };
    expect(saved.carousel.images.map(({ image }) => image)).toEqual([
      `/src/assets/guides/${slug}/new-ad-0a1b2c3d.png`,
      ...carousel.images.slice(1).map(({ image }) => image.path),
    ]);
  });

  it('writes no file when nothing was uploaded, and reads none it could later delete', async () => {
    const { state } = await openEntry(file, form);
    const { extraFiles } = await saveEntry(state, form);
    expect(pictures(extraFiles)).toEqual([]);
    const schema: Record<string, unknown> = guides.schema;
    const field = schema.carousel as { formKind?: string; directories?: string[] };
    expect(field).toMatchObject({ formKind: 'assets', directories: ['src/assets/guides'] });
  });
});
