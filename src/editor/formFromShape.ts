/**
 * Turns a schema's shape (./zodShape.ts) into Keystatic fields, in the schema's key order (the
 * files' order), each labelled and described in the marketer's words (./words) with its limits
 * spelt out, and holding the same rules so the form refuses what the build would.
 */
import { type ComponentSchema, fields } from '@keystatic/core';
import { optionalBlock } from './optionalBlock';
import { picture } from './pictureField';
import type { Words } from './words/types';
import type { Shape } from './zodShape';

type Pattern = { regex: RegExp; message: string };

/** 'headlineEmphasis' -> 'Headline emphasis'. */
export function humanize(key: string): string {
  const words = key
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .replace(/[-_]/g, ' ')
    .toLowerCase();
  return words.charAt(0).toUpperCase() + words.slice(1);
}

const count = (n: number) =>
  ['none', 'one', 'two', 'three', 'four', 'five', 'six', 'seven', 'eight'][n] ?? String(n);

/** The limits of a field, in a sentence: 'Required; at most 170 characters.' */
export function limitsOf(shape: Shape): string {
  const parts: string[] = [];
  if (shape.kind === 'text') {
    parts.push(shape.optional ? 'Optional' : 'Required');
    if (shape.max !== undefined) parts.push(`at most ${shape.max} characters`);
  } else if (shape.kind === 'array') {
    if (shape.min !== undefined && shape.min === shape.max)
      parts.push(`Exactly ${count(shape.min)}`);
    else {
      if (shape.min) parts.push(`At least ${count(shape.min)}`);
      if (shape.max !== undefined)
        parts.push(`${parts.length ? 'at' : 'At'} most ${count(shape.max)}`);
    }
    if (shape.optional) parts.push('leave out if not needed');
  } else if (shape.kind === 'number') {
    parts.push(shape.integer ? 'A whole number' : 'A number');
    if (shape.min !== undefined) parts.push(`from ${shape.min}`);
    if (shape.max !== undefined) parts.push(`up to ${shape.max}`);
  } else if (shape.kind === 'image' || shape.kind === 'date') {
    parts.push(shape.optional ? 'Optional' : 'Required');
  } else if (shape.kind === 'object' && shape.optional) {
    parts.push('Optional: switch on to add it');
  }
  return parts.length ? `${parts.join('; ')}.` : '';
}

/** One pattern that holds every pattern of the schema (Keystatic takes one), empty allowed if optional. */
function combined(label: string, patterns: Pattern[], optional: boolean): Pattern | undefined {
  if (patterns.length === 0) return undefined;
  const body = patterns.map((p) => `(?=[\\s\\S]*?(?:${p.regex.source}))`).join('');
  const regex = new RegExp(optional ? `^$|^${body}` : `^${body}`);
  return { regex, message: `${label} ${patterns.map((p) => p.message).join('; ')}` };
}

const longText = new Set([
  'text',
  'lead',
  'description',
  'answer',
  'subtext',
  'detail',
  'whyItMatters',
  'howToCheck',
  'fixIt',
  'fixItNote',
  'caption',
  'support',
  'mailAlternative',
  'disclaimer',
  'shareText',
  'note',
  'guarantee',
  'paragraphs',
  'story',
  'content',
]);

export type FormContext = {
  words: Words;
  /** Where this page's or guide's uploaded pictures go: 'src/assets/home'. */
  pictures: string;
};

/** The text an item of a list shows in the list: its first words-like field. */
const labelKeys = [
  'title',
  'question',
  'label',
  'name',
  'metric',
  'feature',
  'heading',
  'author',
  'text',
  'id',
];

function itemLabel(element: Shape) {
  if (element.kind === 'text')
    return (props: { value: unknown }) => String(props.value || '(empty)');
  if (element.kind !== 'object') return undefined;
  // A redirect reads as where it goes: '/get-out-of-spam → /guides/get-out-of-spam'.
  if (element.fields.from?.kind === 'text' && element.fields.to?.kind === 'text')
    return (props: { fields: Record<string, { value: unknown }> }) =>
      `${props.fields.from?.value || '(empty)'} → ${props.fields.to?.value || '(empty)'}`;
  const key = labelKeys.find((k) => element.fields[k]?.kind === 'text');
  if (!key) return undefined;
  return (props: { fields: Record<string, { value: unknown }> }) =>
    String(props.fields[key]?.value || '(empty)');
}

export function fieldFor(
  shape: Shape,
  key: string,
  path: string,
  context: FormContext,
): ComponentSchema {
  const word = context.words[path] ?? {};
  const label = word.label ?? humanize(key);
  const limits = limitsOf(shape);
  const description = [word.description, limits].filter(Boolean).join(' ') || undefined;
  const withDescription = description ? { description } : {};

  if ((shape.kind === 'object' || shape.kind === 'array') && shape.optional) {
    const inner = fieldFor({ ...shape, optional: false }, key, path, context);
    return optionalBlock({ label, ...withDescription, inner });
  }
  switch (shape.kind) {
    case 'object':
      return fields.object(
        Object.fromEntries(
          Object.entries(shape.fields).map(([k, s]) => [
            k,
            fieldFor(s, k, `${path}.${k}`, context),
          ]),
        ),
        { label, ...withDescription },
      );
    case 'array': {
      const labelFn = itemLabel(shape.element);
      return fields.array(
        fieldFor(shape.element, word.itemName ?? key, `${path}[]`, {
          ...context,
          words: { [`${path}[]`]: { label }, ...context.words },
        }),
        {
          label,
          ...withDescription,
          ...(labelFn ? { itemLabel: labelFn as never } : {}),
          validation: {
            length: { min: shape.min ?? 0, max: shape.max ?? Number.POSITIVE_INFINITY },
          },
        },
      );
    }
    case 'text': {
      // The schemas trim before counting: spaces alone are empty to them.
      const blank = (shape.min ?? 0) >= 1 ? [{ regex: /\S/, message: 'must not be blank' }] : [];
      const pattern = combined(label, [...blank, ...shape.patterns], shape.optional);
      return fields.text({
        label,
        ...withDescription,
        multiline: word.multiline ?? longText.has(key),
        validation: {
          isRequired: !shape.optional,
          length: {
            min: shape.optional ? 0 : (shape.min ?? 0),
            max: shape.max ?? Number.POSITIVE_INFINITY,
          },
          ...(pattern ? { pattern } : {}),
        },
      });
    }
    case 'number': {
      const validation = {
        isRequired: !shape.optional,
        ...(shape.min !== undefined ? { min: shape.min } : {}),
        ...(shape.max !== undefined ? { max: shape.max } : {}),
      };
      return shape.integer
        ? fields.integer({ label, ...withDescription, validation })
        : fields.number({ label, ...withDescription, validation });
    }
    case 'select':
      return fields.select({
        label,
        ...withDescription,
        options: shape.options.map((value) => ({
          value,
          label: word.options?.[value] ?? humanize(value),
        })),
        defaultValue: shape.options[0] ?? '',
      });
    case 'checkbox':
      return fields.checkbox({ label, ...withDescription });
    case 'date':
      return fields.date({
        label,
        ...withDescription,
        validation: { isRequired: !shape.optional },
      });
    case 'image':
      return picture({
        label,
        ...withDescription,
        directory: context.pictures,
        isRequired: !shape.optional,
      });
  }
}

/** The fields of a whole entry, top level first, in the schema's order. */
export function formFromShape(shape: Shape, context: FormContext): Record<string, ComponentSchema> {
  if (shape.kind !== 'object') throw new Error('an entry must be an object');
  return Object.fromEntries(
    Object.entries(shape.fields).map(([key, s]) => [key, fieldFor(s, key, key, context)]),
  );
}
