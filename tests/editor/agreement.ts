/**
 * Compares an editor form (Keystatic fields) with the zod schema the build checks, key by key
 * and rule by rule, walking both at once: objects, lists, optional parts, every field.
 */
import type { ComponentSchema } from '@keystatic/core';
import type { z } from 'astro/zod';

// biome-ignore lint/suspicious/noExplicitAny: zod's and Keystatic's internals are untyped here.
type Any = any;
const def = (schema: z.ZodType): Any => (schema as Any)._zod.def;

/** The zod schema under optional/pipe wrappers, and whether it was optional. */
export function unwrap(schema: z.ZodType): { inner: z.ZodType; optional: boolean } {
  let inner = schema;
  let optional = false;
  while (def(inner).type === 'optional') {
    optional = true;
    inner = def(inner).innerType;
  }
  return { inner, optional };
}

/** The Keystatic field under the editor's optional-part wrapper, and whether it was there. */
function unwrapField(field: ComponentSchema): { inner: ComponentSchema; optional: boolean } {
  const inner = (field as Any).inner as ComponentSchema | undefined;
  return inner ? { inner, optional: true } : { inner: field, optional: false };
}

/** Every key or list that one side has and the other lacks, as 'path: why'. */
export function keyMismatches(form: ComponentSchema, schema: z.ZodType, path = ''): string[] {
  const { inner: field } = unwrapField(form);
  const { inner: zod } = unwrap(schema);
  const zodType = def(zod).type;
  if (field.kind === 'object') {
    if (zodType !== 'object') return [`${path}: a group in the form, ${zodType} in the schema`];
    const zodKeys = Object.keys(def(zod).shape);
    const formKeys = Object.keys(field.fields);
    return [
      ...zodKeys
        .filter((k) => !formKeys.includes(k))
        .map((k) => `${path}.${k}: in the schema, not in the form`),
      ...formKeys
        .filter((k) => !zodKeys.includes(k))
        .map((k) => `${path}.${k}: in the form, not in the schema`),
      ...formKeys
        .filter((k) => zodKeys.includes(k))
        .flatMap((k) =>
          keyMismatches(field.fields[k] as ComponentSchema, def(zod).shape[k], `${path}.${k}`),
        ),
    ];
  }
  if (field.kind === 'array') {
    if (zodType !== 'array') return [`${path}: a list in the form, ${zodType} in the schema`];
    return keyMismatches(field.element, def(zod).element, `${path}[]`);
  }
  if (zodType === 'object' || zodType === 'array')
    return [`${path}: a single field in the form, ${zodType} in the schema`];
  return [];
}

export type Leaf = { path: string; field: ComponentSchema; schema: z.ZodType; optional: boolean };

/** Every field of a form with its zod schema, lists and optional parts included. */
export function leaves(
  form: ComponentSchema,
  schema: z.ZodType,
  path = '',
  optional = false,
): Leaf[] {
  const { inner: field, optional: fieldOptional } = unwrapField(form);
  const { inner: zod, optional: zodOptional } = unwrap(schema);
  if (field.kind === 'object') {
    return Object.entries(field.fields).flatMap(([k, f]) =>
      def(zod).shape?.[k] ? leaves(f as ComponentSchema, def(zod).shape[k], `${path}.${k}`) : [],
    );
  }
  if (field.kind === 'array') {
    return [
      { path, field, schema: zod, optional: fieldOptional || zodOptional },
      ...leaves(field.element, def(zod).element, `${path}[]`),
    ];
  }
  return [{ path, field, schema: zod, optional: optional || zodOptional }];
}
