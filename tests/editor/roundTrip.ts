/**
 * What Keystatic's editor does to a content file when it opens it and saves it: its own parse into
 * form state and its own serialisation back (js-yaml's dump(), its MDX writer). Taken from its
 * browser build, whose MDX editor the Node build leaves out; the steps are those of its
 * parseEntry and serializeEntryToFiles (@keystatic/core 0.6.9, pinned in package.json).
 */
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';
import type { ComponentSchema } from '@keystatic/core';
import { dump, load } from 'js-yaml';

const require = createRequire(import.meta.url);
const coreDist = join(dirname(require.resolve('@keystatic/core/package.json')), 'dist');
/** The browser build's shared chunk, where parseProps and serializeProps live. */
export const browserChunk = join(coreDist, 'index-3c244051.js');
export const browserCore = join(coreDist, 'keystatic-core.js');

type Internals = {
  p: (...args: unknown[]) => unknown;
  c: (...args: unknown[]) => {
    value: unknown;
    extraFiles: { path: string; contents: Uint8Array; parent?: string }[];
  };
};

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export type EntryForm = {
  schema: Record<string, ComponentSchema>;
  /** The key of the field that is the file's name, for collections. */
  slugField?: string;
  /** The key of the MDX body, for files with frontmatter. */
  contentField?: string;
  slug?: string;
  /** A JSON file (the settings), which the editor writes as JSON.stringify(data, null, 2). */
  json?: boolean;
};

/**
 * The entries of a collection folder, by their slug: a file's place under the folder without its
 * extension ('get-out-of-spam', or 'services/facebook-ads' where the collection's path is '**').
 */
export function entriesIn(dir: string): { name: string; slug: string }[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((name) => /\.(ya?ml|mdx)$/.test(name))
    .sort()
    .map((name) => ({ name, slug: name.replace(/\.(ya?ml|mdx)$/, '') }));
}

/** Whether a singleton's format writes JSON (the settings) rather than YAML. */
export function isJson(format: unknown): boolean {
  return (
    typeof format === 'object' && format !== null && 'data' in format && format.data === 'json'
  );
}

/** A file as the editor's form holds it once opened: the state of each field. */
export type OpenedEntry = { state: Record<string, unknown> };

/** Opens `file` as the editor does: Keystatic's own parse into the form's state. */
export async function openEntry(file: string, form: EntryForm): Promise<OpenedEntry> {
  const { p: parseProps } = (await import(browserChunk)) as Internals;
  const { fields } = (await import(browserCore)) as typeof import('@keystatic/core');
  const text = readFileSync(file, 'utf8');
  let data = text;
  let body: Uint8Array | undefined;
  if (form.contentField) {
    const match = text.match(/^---(?:\r?\n([\s\S]*?))?\r?\n---\r?\n?/);
    if (!match) throw new Error(`${file}: no frontmatter`);
    data = match[1] ?? '';
    body = encoder.encode(text.slice(match[0].length));
  }
  const state = parseProps(
    fields.object(form.schema),
    load(data) ?? {},
    [],
    [],
    (schema: never, value: unknown, path: string[]) => {
      const field = schema as { formKind?: string; parse: (...args: unknown[]) => unknown };
      if (path.length === 1 && path[0] === form.slugField)
        return field.parse(value, { slug: form.slug });
      if (field.formKind === 'asset')
        return field.parse(value, { asset: undefined, slug: form.slug });
      if (field.formKind === 'content' || field.formKind === 'assets') {
        return field.parse(value, {
          content: body,
          other: new Map(),
          external: new Map(),
          slug: form.slug,
        });
      }
      return field.parse(value, undefined);
    },
    false,
  ) as Record<string, unknown>;
  return { state };
}

/**
 * Saves a form's state as the editor does: the data file's YAML, and every other file the save
 * writes, each with the folder Keystatic puts it in (`parent`, under the entry's slug for a
 * collection) or none for a file beside the entry.
 */
export async function saveEntry(state: Record<string, unknown>, form: EntryForm) {
  const { c: serializeProps } = (await import(browserChunk)) as Internals;
  const { fields } = (await import(browserCore)) as typeof import('@keystatic/core');
  const out = serializeProps(state, fields.object(form.schema), form.slugField, form.slug, true);
  return { yaml: dump(out.value), value: out.value, extraFiles: out.extraFiles };
}

/** The bytes Keystatic would write for `file` after opening it and saving it unchanged. */
export async function openAndSave(file: string, form: EntryForm): Promise<string> {
  const { state } = await openEntry(file, form);
  const { yaml, extraFiles, value } = await saveEntry(state, form);
  if (form.json) return `${JSON.stringify(value, null, 2)}\n`;
  if (!form.contentField) return yaml;
  const content = extraFiles.find((f) => f.path === `${form.contentField}.mdx`);
  if (!content) throw new Error(`${file}: no body written`);
  return `---\n${yaml}---\n${decoder.decode(content.contents)}`;
}
