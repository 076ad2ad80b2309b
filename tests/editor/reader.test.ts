/**
 * Every content file reads through Keystatic's reader (what the editor accepts) and through its
 * zod schema (what the build accepts): a file one side refuses would either not open in the
 * editor or not build once saved.
 */
import { readFileSync } from 'node:fs';
import { createReader } from '@keystatic/core/reader';
import { z } from 'astro/zod';
import { load } from 'js-yaml';
import { describe, expect, it } from 'vitest';
import editor from '../../keystatic.config';
import { schemas as formSchemas } from '../../src/editor/pages';
import { guide } from '../../src/schemas/guide';
import { stackedPage } from '../../src/sections/registry';
import { entriesIn, isJson } from './roundTrip';

const reader = createReader(process.cwd(), editor);

/** The build's schemas, with a picture checked as a path (the build also loads the file). */
const image = { image: () => z.string() } as never;
const buildSchemas: Record<string, z.ZodType> = {
  ...formSchemas,
  campaigns: stackedPage,
  guides: guide(image),
};

function frontmatter(text: string): unknown {
  return load(text.match(/^---\r?\n([\s\S]*?)\r?\n---/)?.[1] ?? '');
}

describe('every content file, through the editor reader and the build schema', () => {
  for (const [key, singleton] of Object.entries(editor.singletons ?? {})) {
    const file = `${singleton.path}.${isJson(singleton.format) ? 'json' : 'yaml'}`;
    it(file, async () => {
      const read = await (reader.singletons as Record<string, { readOrThrow(): Promise<unknown> }>)[
        key
      ]?.readOrThrow();
      expect(read).toBeTruthy();
      // JSON is YAML too: one reader for both.
      const parsed = await buildSchemas[key]?.safeParseAsync(load(readFileSync(file, 'utf8')));
      expect(parsed?.success).toBe(true);
      expect(parsed?.error?.issues ?? []).toEqual([]);
    });
  }
  for (const [key, collection] of Object.entries(editor.collections ?? {})) {
    const dir = String(collection.path).replace(/\/\*\*?$/, '');
    for (const { name, slug } of entriesIn(dir)) {
      it(`${dir}/${name}`, async () => {
        const entries = reader.collections as Record<
          string,
          { readOrThrow(slug: string): Promise<unknown> }
        >;
        expect(await entries[key]?.readOrThrow(slug)).toBeTruthy();
        const text = readFileSync(`${dir}/${name}`, 'utf8');
        const data = name.endsWith('.mdx') ? frontmatter(text) : load(text);
        const parsed = await buildSchemas[key]?.safeParseAsync(data);
        expect(parsed?.success).toBe(true);
        expect(parsed?.error?.issues ?? []).toEqual([]);
      });
    }
  }
});
