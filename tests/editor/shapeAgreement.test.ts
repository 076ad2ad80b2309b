/**
 * One shape: every editor form has the keys of its zod schema, no more and no fewer, at every
 * depth and in every list; and for the rules a form can hold (required, lengths, list lengths,
 * choices) the form refuses exactly what the schema refuses, so a marketer sees the build's
 * objection in the form, before saving.
 */
import { fields } from '@keystatic/core';
import { z } from 'astro/zod';
import { describe, expect, it } from 'vitest';
import editor from '../../keystatic.config';
import { type FormKey, schemas } from '../../src/editor/pages';
import { experimentSchema } from '../../src/experiments/plan';
import { pageHead, sectionKinds } from '../../src/sections/registry';
import { keyMismatches, leaves, unwrap } from './agreement';

// biome-ignore lint/suspicious/noExplicitAny: fields' validate functions are untyped here.
type Any = any;

/**
 * Each form with its schema; a collection's address (an experiment's name) is the file's name, in
 * no schema. A campaign
 * page's form is its head and, for each kind of section, the form the editor's 'Add' opens.
 */
function forms(): [string, Record<string, Any>, z.ZodType][] {
  const singletons = Object.entries(editor.singletons ?? {}).map(
    ([key, s]) =>
      [key, s.schema, schemas[key as FormKey]] as [string, Record<string, Any>, z.ZodType],
  );
  const collections = Object.entries(editor.collections ?? {}).flatMap(([key, c]) => {
    const { address: _address, body: _body, ...rest } = c.schema as Record<string, Any>;
    if (key === 'experiments') {
      const { name: _name, ...form } = rest;
      return [[key, form, experimentSchema] as [string, Record<string, Any>, z.ZodType]];
    }
    if (key !== 'campaigns')
      return [[key, rest, schemas[key as FormKey]] as [string, Record<string, Any>, z.ZodType]];
    const blocks = rest.sections.element.values as Record<string, Any>;
    return [
      ['campaigns.meta', rest.meta.fields, pageHead],
      ...Object.entries(sectionKinds).map(
        ([kind, { schema }]) =>
          [`campaigns.sections.${kind}`, blocks[kind].fields, schema] as [
            string,
            Record<string, Any>,
            z.ZodType,
          ],
      ),
    ] as [string, Record<string, Any>, z.ZodType][];
  });
  return [...singletons, ...collections];
}

const accepts = (validate: () => unknown) => {
  try {
    validate();
    return true;
  } catch {
    return false;
  }
};

/**
 * Rules only the build holds, with why: a label's slots ('Slide {n} of {total}') are checked by
 * a zod refinement the form cannot read, and half stars by one Keystatic's number field lacks. An
 * experiment's pages are chosen from a list: the form never holds an empty name, only none (null),
 * which it refuses, so the empty text the build refuses cannot be typed.
 */
const buildOnly = [/\.labels\./, /\.rating$/, /^experiments(\.variants\[\])?\.page$/];

describe('the editor forms and the zod schemas', () => {
  it('cover every content schema', () => {
    const covered = new Set(forms().map(([key]) => key.split('.')[0]));
    expect([...covered].sort()).toEqual(
      [...Object.keys(schemas), 'campaigns', 'experiments'].sort(),
    );
  });

  for (const [key, form, schema] of forms()) {
    it(`${key}: the same keys at every depth`, () => {
      expect(keyMismatches(fields.object(form), schema)).toEqual([]);
    });

    it(`${key}: the form refuses what the schema refuses`, () => {
      const differences: string[] = [];
      for (const leaf of leaves(fields.object(form), schema)) {
        if (buildOnly.some((rule) => rule.test(`${key}${leaf.path}`))) continue;
        const field = leaf.field as Any;
        const zodType = (unwrap(leaf.schema).inner as Any)._zod.def.type;
        const check = (sample: unknown, formValue: unknown, stored: unknown) => {
          const form = accepts(() => field.validate(formValue));
          const build =
            z.optional(leaf.schema).safeParse(stored).success &&
            (leaf.optional || stored !== undefined);
          if (form !== build)
            differences.push(
              `${leaf.path} ${JSON.stringify(sample)}: form ${form}, build ${build}`,
            );
        };
        if (field.kind === 'array') {
          const length = field.validation?.length ?? {};
          const zodDef = (unwrap(leaf.schema).inner as Any)._zod.def;
          const zodChecks = (zodDef.checks ?? []).map((c: Any) => c._zod.def);
          const min = zodChecks.find(
            (c: Any) => c.check === 'min_length' || c.check === 'length_equals',
          );
          const max = zodChecks.find(
            (c: Any) => c.check === 'max_length' || c.check === 'length_equals',
          );
          expect(length.min ?? 0, `${leaf.path}: fewest items`).toBe(
            min?.minimum ?? min?.length ?? 0,
          );
          expect(length.max ?? Number.POSITIVE_INFINITY, `${leaf.path}: most items`).toBe(
            max?.maximum ?? max?.length ?? Number.POSITIVE_INFINITY,
          );
        } else if (zodType === 'string' || zodType === 'union') {
          // Keystatic leaves an empty text out of the file: the schema sees no key.
          for (const sample of ['', '  ', 'a', 'a'.repeat(171), '#x', '/x', 'https://x.example']) {
            check(sample, sample, sample === '' ? undefined : sample);
          }
        } else if (zodType === 'number') {
          for (const sample of [null, -1, 0, 2, 5, 100, 101, 2026])
            check(sample, sample, sample ?? undefined);
        } else if (zodType === 'enum') {
          const options = (field.options as { value: string }[]).map((o) => o.value);
          expect(options, `${leaf.path}: choices`).toEqual(
            Object.values((unwrap(leaf.schema).inner as Any)._zod.def.entries),
          );
        }
      }
      expect(differences).toEqual([]);
    });
  }

  it('notices a key in one description and not the other, nested and in lists', () => {
    const schema = z.strictObject({
      a: z.strictObject({ b: z.string(), list: z.array(z.strictObject({ c: z.string() })) }),
    });
    const text = () => fields.text({ label: 'x' });
    const form = (extra: Record<string, Any>, itemExtra: Record<string, Any>) =>
      fields.object({
        a: fields.object({
          b: text(),
          ...extra,
          list: fields.array(fields.object({ c: text(), ...itemExtra }), { label: 'l' }),
        }),
      });
    expect(keyMismatches(form({}, {}), schema)).toEqual([]);
    expect(keyMismatches(form({ d: text() }, {}), schema)).toEqual([
      '.a.d: in the form, not in the schema',
    ]);
    expect(keyMismatches(form({}, { e: text() }), schema)).toEqual([
      '.a.list[].e: in the form, not in the schema',
    ]);
    const lacking = fields.object({
      a: fields.object({ list: fields.array(fields.object({}), { label: 'l' }) }),
    });
    expect(keyMismatches(lacking, schema)).toEqual([
      '.a.b: in the schema, not in the form',
      '.a.list[].c: in the schema, not in the form',
    ]);
  });
});
