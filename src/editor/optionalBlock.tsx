/**
 * A part of an entry that may be left out: a guide's podcast, its table, its questions. Keystatic
 * has no optional object, and writes an absent list as `[]`, where the schemas want the key left
 * out. This field holds the part or nothing: a switch adds or removes it, and while it is there
 * its fields show under the switch (switched off, what it held can be brought back: see
 * ./partSwitch.tsx). Left out, nothing is written. A part with pictures in it (a
 * guide's carousel) hands Keystatic the files uploaded into it, as a field of its own would.
 */

import { ActionButton } from '@keystar/ui/button';
import { Flex } from '@keystar/ui/layout';
import { Heading, Text } from '@keystar/ui/typography';
import type { AssetsFormField, BasicFormField, ComponentSchema } from '@keystatic/core';
import type { ReactElement } from 'react';
import {
  emptyValue,
  parseInner,
  pictureFolders,
  serializeInner,
  type Uploads,
  type Value,
  validateInner,
} from './optionalValue';
import { PartSwitch } from './partSwitch';

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
        <PartSwitch
          label={label}
          description={options.description}
          value={value}
          onChange={onChange}
          empty={() => emptyValue(inner)}
        >
          <Flex direction="column" gap="xlarge" paddingStart="xlarge" borderStart="neutral">
            <Inner
              schema={inner}
              value={value}
              onChange={onChange}
              forceValidation={forceValidation}
              label={label}
            />
          </Flex>
        </PartSwitch>
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
