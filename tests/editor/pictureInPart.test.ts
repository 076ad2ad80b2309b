/**
 * A part that may be left out and holds pictures (a guide's carousel) is an `assets` field to
 * Keystatic: a save with no upload writes no file, and the field reads none it could later
 * delete. An upload there is followed through the editor by the marketer's journey
 * (marketer.spec.ts: a new file in the guide's folder, that path alone changed).
 */
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

describe("a guide's carousel in the editor", () => {
  it('writes no file when nothing was uploaded, and reads none it could later delete', async () => {
    const { state } = await openEntry(file, form);
    const { extraFiles } = await saveEntry(state, form);
    expect(pictures(extraFiles)).toEqual([]);
    const schema: Record<string, unknown> = guides.schema;
    const field = schema.carousel as { formKind?: string; directories?: string[] };
    expect(field).toMatchObject({ formKind: 'assets', directories: ['src/assets/guides'] });
  });
});
