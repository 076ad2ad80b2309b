/**
 * Opening any content file in the editor and saving it unchanged leaves it byte for byte as it
 * was: the files are written the way Keystatic writes them (one normalising commit) and each
 * form's fields come in the file's order. `EDITOR_NORMALISE=1` also rewrites each file that
 * differs, and still fails for it.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { basename } from 'node:path';
import { describe, expect, it, vi } from 'vitest';
import { browserCore, type EntryForm, entriesIn, isJson, openAndSave } from './roundTrip';

// The editor's MDX writer is only in Keystatic's browser build.
vi.mock('@keystatic/core', async () => await import(browserCore));

const { default: editor } = await import('../../keystatic.config');

function entries(): [string, EntryForm][] {
  const out: [string, EntryForm][] = [];
  for (const singleton of Object.values(editor.singletons ?? {})) {
    const json = isJson(singleton.format);
    out.push([`${singleton.path}.${json ? 'json' : 'yaml'}`, { schema: singleton.schema, json }]);
  }
  for (const collection of Object.values(editor.collections ?? {})) {
    const dir = (collection.path ?? '').replace(/\/\*\*?$/, '');
    const contentField =
      collection.format &&
      typeof collection.format === 'object' &&
      'contentField' in collection.format
        ? String(collection.format.contentField)
        : undefined;
    for (const { name, slug } of entriesIn(dir)) {
      out.push([
        `${dir}/${name}`,
        {
          schema: collection.schema,
          slugField: collection.slugField,
          slug,
          ...(contentField ? { contentField } : {}),
        },
      ]);
    }
  }
  return out;
}

describe('opening a content file in the editor and saving it unchanged', () => {
  for (const [file, form] of entries()) {
    it(`leaves ${basename(file)} (${file}) as it was`, async () => {
      const before = readFileSync(file, 'utf8');
      const saved = await openAndSave(file, form);
      // Rewritten, the file still fails this run, naming itself; the next run checks the result.
      if (process.env.EDITOR_NORMALISE && saved !== before) writeFileSync(file, saved);
      expect(saved).toBe(before);
    });
  }
});
