/**
 * A picture field that never moves or deletes a file. Keystatic's own `fields.image` renames a
 * picture after its place in the form when the entry is saved, and deletes the file it was read
 * from: a portrait two pages share would vanish from the other page. Here a picture already in the
 * file stays a path to its file, untouched; an upload becomes a new file in the page's folder,
 * named after the upload and its content (so it can never overwrite a different picture), and the
 * field points at it. An old picture is left where it is: removing files is a developer's job.
 */

import { FieldPrimitive } from '@keystar/ui/field';
import { Flex } from '@keystar/ui/layout';
import { Text } from '@keystar/ui/typography';
import type { AssetFormField } from '@keystatic/core';
import { type ChangeEvent, useEffect, useId, useState } from 'react';

/** A picture in the form: the path written in the file and, once uploaded, the new file. */
export type PictureValue = {
  path: string;
  upload: { filename: string; data: Uint8Array } | null;
};

type PictureFieldOptions = {
  label: string;
  description?: string;
  /** Where uploads go, from the project root: 'src/assets/home'. */
  directory: string;
  isRequired: boolean;
};

const imageTypes = /\.(avif|gif|jpe?g|png|svg|webp)$/i;

/** 'Jo Portrait (1).JPG' and its bytes become 'jo-portrait-1-3fa2c9d1.jpg'. */
async function uploadName(name: string, data: Uint8Array): Promise<string> {
  const extension = (name.match(/\.([^.]+)$/)?.[1] ?? 'png').toLowerCase();
  const stem =
    name
      .replace(/\.[^.]+$/, '')
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, '-')
      .replace(/^-|-$/g, '')
      .slice(0, 40) || 'picture';
  const digest = new Uint8Array(await crypto.subtle.digest('SHA-256', data.slice()));
  const hash = [...digest.slice(0, 4)].map((byte) => byte.toString(16).padStart(2, '0')).join('');
  return `${stem}-${hash}.${extension}`;
}

function usePreview(value: PictureValue | null): string | undefined {
  const [url, setUrl] = useState<string>();
  useEffect(() => {
    if (!value?.upload) {
      setUrl(undefined);
      return;
    }
    const type = value.upload.filename.endsWith('.svg') ? 'image/svg+xml' : undefined;
    const objectUrl = URL.createObjectURL(
      new Blob([value.upload.data.slice()], type ? { type } : {}),
    );
    setUrl(objectUrl);
    return () => URL.revokeObjectURL(objectUrl);
  }, [value]);
  // Locally the dev server serves the project's files, so the path itself shows the picture.
  return url ?? (value?.path && import.meta.env.DEV ? value.path : undefined);
}

function PictureInput(
  props: PictureFieldOptions & {
    value: PictureValue | null;
    onChange(value: PictureValue | null): void;
    forceValidation: boolean;
  },
) {
  const inputId = useId();
  const preview = usePreview(props.value);
  const [error, setError] = useState<string>();
  const missing = props.forceValidation && props.isRequired && !props.value?.path;
  async function choose(event: ChangeEvent<HTMLInputElement>) {
    const file = event.target.files?.[0];
    if (!file) return;
    if (!imageTypes.test(file.name)) {
      setError('Choose an AVIF, GIF, JPEG, PNG, SVG or WebP picture.');
      return;
    }
    setError(undefined);
    const data = new Uint8Array(await file.arrayBuffer());
    const filename = await uploadName(file.name, data);
    props.onChange({ path: `/${props.directory}/${filename}`, upload: { filename, data } });
  }
  const errorMessage = error ?? (missing ? `${props.label}: choose a picture.` : undefined);
  return (
    <FieldPrimitive
      label={props.label}
      labelProps={{ htmlFor: inputId } as object}
      {...(props.description ? { description: props.description } : {})}
      {...(errorMessage ? { errorMessage } : {})}
      isRequired={props.isRequired}
    >
      <Flex direction="column" gap="regular">
        {preview ? (
          <img
            src={preview}
            alt=""
            data-picture-preview=""
            style={{ maxHeight: 140, maxWidth: 280, objectFit: 'contain', borderRadius: 6 }}
          />
        ) : null}
        <Text size="small" color="neutralSecondary">
          {props.value?.path ? `File: ${props.value.path}` : 'No picture yet.'}
        </Text>
        <input id={inputId} type="file" accept="image/*" onChange={choose} />
      </Flex>
    </FieldPrimitive>
  );
}

export function picture(
  options: PictureFieldOptions,
): AssetFormField<PictureValue | null, PictureValue | null, string | null> {
  const required = (value: PictureValue | string | null) => {
    const path = typeof value === 'string' ? value : value?.path;
    if (options.isRequired && !path) throw new Error(`${options.label}: choose a picture`);
  };
  return {
    kind: 'form',
    formKind: 'asset',
    label: options.label,
    directory: options.directory,
    // biome-ignore lint/correctness/noComponentHookFactories: made once per field, when the config is read, never during a render
    Input: (props) => <PictureInput {...options} {...props} />,
    defaultValue: () => null,
    // No file name: Keystatic then neither reads the file nor counts it as the entry's to delete.
    filename: () => undefined,
    parse(value) {
      if (value === undefined || value === null) return null;
      if (typeof value !== 'string') throw new Error('must be the path of a picture');
      return { path: value, upload: null };
    },
    validate(value) {
      required(value);
      return value;
    },
    serialize(value, extra) {
      const slug = extra?.slug;
      if (!value?.path) return { value: undefined, asset: undefined };
      if (!value.upload) return { value: value.path, asset: undefined };
      // A guide's uploads go to a folder of its own, which Keystatic names after the guide.
      const folder = slug ? `${options.directory}/${slug}` : options.directory;
      return {
        value: `/${folder}/${value.upload.filename}`,
        asset: { filename: value.upload.filename, content: value.upload.data },
      };
    },
    reader: {
      parse(value) {
        if (value !== undefined && typeof value !== 'string') {
          throw new Error('must be the path of a picture');
        }
        const path = value ?? null;
        required(path);
        return path;
      },
    },
  };
}
