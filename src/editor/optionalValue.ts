/**
 * What an optional part (src/editor/optionalBlock.tsx) holds, read from and written to its file:
 * its fields' values in the inner schema's shape, checked as Keystatic checks a field of its own.
 */
import type { ComponentSchema } from '@keystatic/core';

// biome-ignore lint/suspicious/noExplicitAny: values follow the inner schema, checked at run time.
export type Value = any;

export function parseInner(
  schema: ComponentSchema,
  raw: unknown,
  forReader: boolean,
  path: string,
): Value {
  if (schema.kind === 'form') {
    // biome-ignore lint/suspicious/noExplicitAny: every field here takes a stored value.
    const field = schema as any;
    try {
      return forReader ? field.reader.parse(raw) : field.parse(raw, undefined);
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`);
    }
  }
  if (schema.kind === 'object') {
    const value = (raw ?? {}) as Record<string, unknown>;
    if (typeof value !== 'object' || Array.isArray(value))
      throw new Error(`${path}: must be a group`);
    for (const key of Object.keys(value)) {
      if (!(key in schema.fields)) throw new Error(`${path}: '${key}' is not a field here`);
    }
    return Object.fromEntries(
      Object.entries(schema.fields).map(([key, field]) => [
        key,
        parseInner(field, value[key], forReader, `${path}.${key}`),
      ]),
    );
  }
  if (schema.kind === 'array') {
    const list = (raw ?? []) as unknown[];
    if (!Array.isArray(list)) throw new Error(`${path}: must be a list`);
    const items = list.map((item, index) =>
      parseInner(schema.element, item, forReader, `${path}[${index}]`),
    );
    if (forReader) checkLength(schema, items, path);
    return items;
  }
  throw new Error(`${path}: this kind of field cannot sit in an optional part`);
}

function checkLength(schema: ComponentSchema & { kind: 'array' }, items: unknown[], path: string) {
  const { min = 0, max = Number.POSITIVE_INFINITY } = schema.validation?.length ?? {};
  if (items.length < min) throw new Error(`${path}: needs at least ${min}`);
  if (items.length > max) throw new Error(`${path}: takes at most ${max}`);
}

/** Uploads made inside the part, by folder: Keystatic writes them beside the entry's file. */
export type Uploads = Map<string, Map<string, Uint8Array>>;

export function serializeInner(
  schema: ComponentSchema,
  value: Value,
  slug: string | undefined,
  uploads: Uploads,
): unknown {
  if (schema.kind === 'form') {
    const field = schema as Value;
    if (field.formKind !== 'asset') return field.serialize(value).value;
    const out = field.serialize(value, { suggestedFilenamePrefix: undefined, slug });
    if (out.asset) {
      const folder = uploads.get(field.directory) ?? new Map<string, Uint8Array>();
      uploads.set(field.directory, folder.set(out.asset.filename, out.asset.content));
    }
    return out.value;
  }
  if (schema.kind === 'object') {
    const entries = Object.entries(schema.fields)
      .map(([key, field]) => [key, serializeInner(field, value[key], slug, uploads)] as const)
      .filter(([, stored]) => stored !== undefined);
    return Object.fromEntries(entries);
  }
  if (schema.kind === 'array') {
    return (value as Value[]).map(
      (item) => serializeInner(schema.element, item, slug, uploads) ?? null,
    );
  }
  return undefined;
}

/** The folders the part's picture fields upload into. */
export function pictureFolders(schema: ComponentSchema, into = new Set<string>()): Set<string> {
  const field = schema as Value;
  if (schema.kind === 'form' && field.formKind === 'asset') into.add(field.directory);
  if (schema.kind === 'object') {
    for (const inner of Object.values(schema.fields)) pictureFolders(inner, into);
  }
  if (schema.kind === 'array') pictureFolders(schema.element, into);
  return into;
}

export function validateInner(schema: ComponentSchema, value: Value, path: string): void {
  if (schema.kind === 'form') {
    try {
      (schema as Value).validate(value);
    } catch (error) {
      throw new Error(`${path}: ${(error as Error).message}`);
    }
  } else if (schema.kind === 'object') {
    for (const [key, field] of Object.entries(schema.fields)) {
      validateInner(field, value[key], `${path} › ${(field as { label?: string }).label ?? key}`);
    }
  } else if (schema.kind === 'array') {
    checkLength(schema, value, path);
    (value as Value[]).forEach((item, index) => {
      validateInner(schema.element, item, `${path} ${index + 1}`);
    });
  }
}

export function emptyValue(schema: ComponentSchema): Value {
  if (schema.kind === 'form') return schema.defaultValue();
  if (schema.kind === 'object') {
    return Object.fromEntries(Object.entries(schema.fields).map(([k, f]) => [k, emptyValue(f)]));
  }
  return [];
}
