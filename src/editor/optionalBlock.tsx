/**
 * A part of an entry that may be left out: a guide's podcast, its table, its questions. Keystatic
 * has no optional object, and writes an absent list as `[]`, where the schemas want the key left
 * out. This field holds the part or nothing: a switch adds or removes it, and while it is there
 * its fields show under the switch. Left out, nothing is written. A part with pictures in it (a
 * guide's carousel) hands Keystatic the files uploaded into it, as a field of its own would.
 */

import { ActionButton } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { Switch } from '@keystar/ui/switch';
import { Heading, Text } from '@keystar/ui/typography';
import type { AssetsFormField, BasicFormField, ComponentSchema } from '@keystatic/core';
import type { ReactElement } from 'react';

// biome-ignore lint/suspicious/noExplicitAny: values follow the inner schema, checked at run time.
type Value = any;

function parseInner(
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
type Uploads = Map<string, Map<string, Uint8Array>>;

function serializeInner(
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
function pictureFolders(schema: ComponentSchema, into = new Set<string>()): Set<string> {
  const field = schema as Value;
  if (schema.kind === 'form' && field.formKind === 'asset') into.add(field.directory);
  if (schema.kind === 'object') {
    for (const inner of Object.values(schema.fields)) pictureFolders(inner, into);
  }
  if (schema.kind === 'array') pictureFolders(schema.element, into);
  return into;
}

function validateInner(schema: ComponentSchema, value: Value, path: string): void {
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

function emptyValue(schema: ComponentSchema): Value {
  if (schema.kind === 'form') return schema.defaultValue();
  if (schema.kind === 'object') {
    return Object.fromEntries(Object.entries(schema.fields).map(([k, f]) => [k, emptyValue(f)]));
  }
  return [];
}

type InnerProps = {
  /** A group inside the part (its fields get the group's heading). */
  nested?: boolean;
  schema: ComponentSchema;
  value: Value;
  onChange(value: Value): void;
  forceValidation: boolean;
  label: string;
};

/** The fields of an optional part, drawn with each field's own input. */
function Inner({
  schema,
  value,
  onChange,
  forceValidation,
  label,
  nested,
}: InnerProps): ReactElement | null {
  if (schema.kind === 'form') {
    const Input = schema.Input as (props: {
      value: Value;
      onChange(value: Value): void;
      autoFocus: boolean;
      forceValidation: boolean;
    }) => ReactElement | null;
    return (
      <Input
        value={value}
        onChange={onChange}
        autoFocus={false}
        forceValidation={forceValidation}
      />
    );
  }
  if (schema.kind === 'object') {
    const heading = nested ? (schema.label ?? label) : undefined;
    return (
      <Flex direction="column" gap="xlarge">
        {heading ? <Heading size="small">{heading}</Heading> : null}
        {nested && schema.description ? (
          <Text color="neutralSecondary">{schema.description}</Text>
        ) : null}
        {Object.entries(schema.fields).map(([key, field]) => (
          <Inner
            key={key}
            schema={field}
            value={value[key]}
            onChange={(next) => onChange({ ...value, [key]: next })}
            forceValidation={forceValidation}
            label={(field as { label?: string }).label ?? key}
            nested
          />
        ))}
      </Flex>
    );
  }
  if (schema.kind === 'array') {
    const items = value as Value[];
    const { min = 0, max = Number.POSITIVE_INFINITY } = schema.validation?.length ?? {};
    const listLabel = schema.label ?? label;
    const set = (next: Value[]) => onChange(next);
    return (
      <Flex direction="column" gap="large" role="group" aria-label={listLabel}>
        <Heading size="small">{listLabel}</Heading>
        {schema.description ? <Text color="neutralSecondary">{schema.description}</Text> : null}
        {items.map((item, index) => (
          <Flex
            // biome-ignore lint/suspicious/noArrayIndexKey: items have no id; the index is their place.
            key={index}
            direction="column"
            gap="regular"
            padding="large"
            border="neutral"
            borderRadius="medium"
          >
            <Flex gap="regular" alignItems="center">
              <Text weight="semibold">
                {listLabel}: {index + 1}
              </Text>
              <ActionButton
                isDisabled={index === 0}
                onPress={() => set(items.toSpliced(index, 1).toSpliced(index - 1, 0, item))}
              >
                Move up
              </ActionButton>
              <ActionButton
                isDisabled={index === items.length - 1}
                onPress={() => set(items.toSpliced(index, 1).toSpliced(index + 1, 0, item))}
              >
                Move down
              </ActionButton>
              <ActionButton
                isDisabled={items.length <= min}
                onPress={() => set(items.toSpliced(index, 1))}
              >
                Remove
              </ActionButton>
            </Flex>
            <Inner
              schema={schema.element}
              value={item}
              onChange={(next) => set(items.with(index, next))}
              forceValidation={forceValidation}
              label={listLabel}
            />
          </Flex>
        ))}
        {forceValidation && items.length < min ? (
          <Text color="critical">{`${listLabel}: add at least ${min}.`}</Text>
        ) : null}
        <ActionButton
          isDisabled={items.length >= max}
          onPress={() => set([...items, emptyValue(schema.element)])}
        >
          Add to {listLabel}
        </ActionButton>
      </Flex>
    );
  }
  return null;
}

type Part = BasicFormField<Value | null> & { inner: ComponentSchema };
type PartWithPictures = AssetsFormField<Value | null, Value | null, Value | null> & {
  inner: ComponentSchema;
};

/** `inner` left out of the file, or there with its own fields. */
export function optionalBlock(options: {
  label: string;
  description?: string;
  inner: ComponentSchema;
}): Part | PartWithPictures {
  const { label, inner } = options;
  const part: Part = {
    kind: 'form',
    label,
    inner,
    defaultValue: () => null,
    Input({ value, onChange, forceValidation }) {
      return (
        <Flex direction="column" gap="large">
          <Switch
            isSelected={value !== null}
            onChange={(on) => onChange(on ? emptyValue(inner) : null)}
          >
            {label}
          </Switch>
          {options.description ? <Text color="neutralSecondary">{options.description}</Text> : null}
          {value === null ? null : (
            <Flex direction="column" gap="xlarge" paddingStart="xlarge" borderStart="neutral">
              <Inner
                schema={inner}
                value={value}
                onChange={onChange}
                forceValidation={forceValidation}
                label={label}
              />
            </Flex>
          )}
        </Flex>
      );
    },
    parse: (raw) => (raw === undefined ? null : parseInner(inner, raw, false, label)),
    serialize: (value) => ({
      value:
        value === null ? undefined : (serializeInner(inner, value, undefined, new Map()) as never),
    }),
    validate(value) {
      if (value !== null) validateInner(inner, value, label);
      return value;
    },
    reader: {
      parse: (raw) => (raw === undefined ? null : parseInner(inner, raw, true, label)),
    },
  };
  const folders = [...pictureFolders(inner)];
  if (folders.length === 0) return part;
  return {
    ...part,
    formKind: 'assets',
    directories: folders,
    // The folders' files Keystatic offers are left unread: a file read here is one Keystatic
    // would delete when a save leaves it out, and a picture stays a path to a file it never owns.
    parse: (raw) => part.parse(raw),
    serialize(value, { slug }) {
      const uploads: Uploads = new Map();
      const stored = value === null ? undefined : serializeInner(inner, value, slug, uploads);
      return { value: stored as never, other: new Map(), external: uploads };
    },
  };
}
