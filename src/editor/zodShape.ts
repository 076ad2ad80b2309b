/**
 * Reads a content schema of src/schemas/ (zod 4) into a plain description of its fields and the
 * rules a form can hold: required, lengths, list lengths, patterns, choices. The editor's forms are
 * built from this description, so the schemas stay the one shape the build checks.
 */
import { z } from 'astro/zod';

type Pattern = { regex: RegExp; message: string };

export type Shape =
  | { kind: 'object'; optional: boolean; fields: Record<string, Shape> }
  | { kind: 'array'; optional: boolean; element: Shape; min?: number; max?: number }
  | { kind: 'text'; optional: boolean; min?: number; max?: number; patterns: Pattern[] }
  | { kind: 'number'; optional: boolean; integer: boolean; min?: number; max?: number }
  | { kind: 'select'; optional: boolean; options: string[] }
  | { kind: 'checkbox'; optional: boolean }
  | { kind: 'date'; optional: boolean }
  | { kind: 'image'; optional: boolean };

/**
 * Stands in for Astro's `image()` helper, so an image field can be told from a plain path by its
 * description, as a section's picture is (`picturePath` in src/schemas/shapes.ts).
 */
const imageMarker = z.string().describe('keystatic:image');
export const imageHelper = (() => imageMarker) as never;

// biome-ignore lint/suspicious/noExplicitAny: zod's internal definitions are untyped here.
type Def = any;
const defOf = (schema: z.ZodType): Def => (schema as unknown as { _zod: { def: Def } })._zod.def;

function checkMessage(check: Def, fallback: string): string {
  const error = check.error;
  const message = typeof error === 'function' ? error({}) : undefined;
  return typeof message === 'string' ? message : fallback;
}

/** A web address, which zod checks by parsing rather than by a pattern. */
const webAddress = { regex: /^https?:\/\/\S+$/, message: 'must be an address starting https://' };

/** Every pattern of a text field at once, as one pattern: each is looked for from the start. */
const allOf = (patterns: Pattern[]) =>
  patterns.map((p) => `(?=[\\s\\S]*?(?:${p.regex.source}))`).join('');

/**
 * A union of texts ('#' or a web address, a tool's link) as one text field that takes what any
 * of them takes; a union of anything else has no field, and the editor's build says where.
 */
function readUnion(def: Def, optional: boolean, path: string): Shape {
  const options = (def.options as z.ZodType[]).map((option) => shapeOf(option, false, path));
  const texts = options.filter((option) => option.kind === 'text');
  if (texts.length !== options.length) {
    throw new Error(`The editor has no field for a union that is not all texts, at ${path}`);
  }
  const either = texts.map((option) => allOf(option.patterns)).join('|');
  const says = texts.flatMap((option) => option.patterns.map((p) => p.message));
  const message = `must be ${says.map((said) => said.replace(/^must be /, '')).join(' or ')}`;
  const min = Math.min(...texts.map((option) => option.min ?? 0));
  return {
    kind: 'text',
    optional,
    ...(min > 0 ? { min } : {}),
    patterns: [{ regex: new RegExp(`^(?:${either})`), message }],
  };
}

function readText(def: Def, optional: boolean): Shape {
  const shape: Extract<Shape, { kind: 'text' }> = { kind: 'text', optional, patterns: [] };
  // A string format (z.email(), z.uuid(), z.url()) is itself the check: its pattern, if any.
  if (def.pattern instanceof RegExp)
    shape.patterns.push({
      regex: def.pattern,
      message: checkMessage(def, `must be ${def.format}`),
    });
  else if (def.format === 'url') shape.patterns.push(webAddress);
  for (const check of (def.checks ?? []).map((c: z.ZodType) => defOf(c))) {
    if (check.check === 'min_length') shape.min = check.minimum;
    else if (check.check === 'max_length') shape.max = check.maximum;
    else if (check.check === 'string_format' && check.pattern instanceof RegExp) {
      shape.patterns.push({
        regex: check.pattern,
        message: checkMessage(check, `must match ${check.pattern}`),
      });
    } else if (check.check === 'string_format' && check.format === 'includes') {
      const regex = new RegExp(check.includes.replace(/[{}]/g, '\\$&'));
      shape.patterns.push({
        regex,
        message: checkMessage(check, `must contain ${check.includes}`),
      });
    }
  }
  return shape;
}

function readArrayLength(def: Def): { min?: number; max?: number } {
  const out: { min?: number; max?: number } = {};
  for (const check of (def.checks ?? []).map((c: z.ZodType) => defOf(c))) {
    if (check.check === 'min_length') out.min = check.minimum;
    if (check.check === 'max_length') out.max = check.maximum;
    if (check.check === 'length_equals') {
      out.min = check.length;
      out.max = check.length;
    }
  }
  return out;
}

/** The description of one zod schema; throws on a kind the editor has no field for. */
export function shapeOf(schema: z.ZodType, optional = false, path = '(root)'): Shape {
  const def = defOf(schema);
  switch (def.type) {
    case 'optional':
    case 'default':
      return shapeOf(def.innerType, true, path);
    case 'object':
      return {
        kind: 'object',
        optional,
        fields: Object.fromEntries(
          Object.entries(def.shape as Record<string, z.ZodType>).map(([key, value]) => [
            key,
            shapeOf(value, false, `${path}.${key}`),
          ]),
        ),
      };
    case 'array':
      return {
        kind: 'array',
        optional,
        element: shapeOf(def.element, false, `${path}[]`),
        ...readArrayLength(def),
      };
    case 'string':
      return readText(def, optional);
    case 'pipe':
      if ((def.out as z.ZodType).description === imageMarker.description)
        return { kind: 'image', optional };
      return shapeOf(def.in, optional, path);
    case 'number': {
      const shape: Extract<Shape, { kind: 'number' }> = {
        kind: 'number',
        optional,
        integer: false,
      };
      for (const check of (def.checks ?? []).map((c: z.ZodType) => defOf(c))) {
        if (check.check === 'number_format') shape.integer = true;
        if (check.check === 'greater_than') shape.min = check.value;
        if (check.check === 'less_than') shape.max = check.value;
      }
      return shape;
    }
    case 'enum':
      return { kind: 'select', optional, options: Object.values(def.entries as object) };
    case 'boolean':
      return { kind: 'checkbox', optional };
    case 'date':
      return { kind: 'date', optional };
    case 'literal': {
      const values = (def.values as unknown[]).map(String);
      const escaped = values.map((value) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&'));
      const message = `must be ${values.map((value) => `'${value}'`).join(' or ')}`;
      return {
        kind: 'text',
        optional,
        patterns: [{ regex: new RegExp(`^(?:${escaped.join('|')})$`), message }],
      };
    }
    case 'union':
      return readUnion(def, optional, path);
    default:
      throw new Error(`The editor has no field for zod's '${def.type}' at ${path}`);
  }
}
