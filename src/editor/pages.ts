/**
 * The forms: for each content file, its schema's shape (src/schemas/) with the words of
 * ./words/ and the folder its uploaded pictures go to.
 */
import type { ComponentSchema } from '@keystatic/core';
import type { z } from 'astro/zod';
import { analyticsSchema } from '../analytics/config';
import { guide } from '../schemas/guide';
import { comingSoonPage, guidesPage } from '../schemas/guidesPage';
import { redirectsFile } from '../schemas/redirects';
import { notFoundPage, siteCopy } from '../schemas/siteCopy';
import { settingsSchema } from '../schemas/siteSettings';
import { formFromShape } from './formFromShape';
import { words } from './words';
import { imageHelper, type Shape, shapeOf } from './zodShape';

const image = { image: imageHelper };

/** Every content file's schema, by the form's key. */
export const schemas = {
  site: siteCopy,
  guidesPage: guidesPage,
  notFound: notFoundPage,
  guides: guide(image),
  comingSoon: comingSoonPage,
  redirects: redirectsFile,
  settings: settingsSchema,
  analytics: analyticsSchema,
} satisfies Record<string, z.ZodType>;
export type FormKey = keyof typeof schemas;

/** The single-file forms, in the order of the editor's menu: the pages, then the site's own. */
export const editorPages = [
  {
    key: 'site',
    preview: '/',
    label: 'Every page: menu, footer, buttons',
    path: 'src/content/site',
    pictures: 'src/assets/site',
  },
  {
    key: 'guidesPage',
    preview: '/guides',
    label: 'Guides page and guide labels',
    path: 'src/content/pages/guides',
    pictures: 'src/assets/guides',
  },
  {
    key: 'notFound',
    preview: '/404',
    label: 'Page not found (404)',
    path: 'src/content/pages/not-found',
    pictures: 'src/assets/not-found',
  },
  {
    key: 'settings',
    preview: '/',
    label: 'Site settings',
    path: 'src/content/settings',
    pictures: 'src/assets/site',
    menu: 'Site',
    format: 'json',
  },
  {
    key: 'redirects',
    preview: '/',
    label: 'Redirects (old address to new)',
    path: 'src/content/redirects',
    pictures: 'src/assets/site',
    menu: 'Site',
  },
  {
    key: 'analytics',
    preview: '/',
    label: 'Measurement (for the owner)',
    path: 'src/content/analytics',
    pictures: 'src/assets/site',
    menu: 'Site',
    format: 'json',
  },
] as const satisfies readonly {
  key: FormKey;
  /** The page the form's Preview opens: the one it edits, or the home page for site-wide forms. */
  preview: string;
  label: string;
  path: string;
  pictures: string;
  /** The editor's menu group, 'Pages' unless said. */
  menu?: 'Site';
  /** JSON where the code imports the file (the settings), YAML unless said. */
  format?: 'json';
}[];

const pictures: Record<FormKey, string> = {
  ...(Object.fromEntries(editorPages.map((page) => [page.key, page.pictures])) as Record<
    FormKey,
    string
  >),
  guides: 'src/assets/guides',
  comingSoon: 'src/assets/coming-soon',
};

export const shapes = Object.fromEntries(
  Object.entries(schemas).map(([key, schema]) => [key, shapeOf(schema)]),
) as Record<FormKey, Shape>;

/** The form of one kind of content file. */
export function entryForm(key: FormKey): Record<string, ComponentSchema> {
  return formFromShape(shapes[key], { words: words[key] ?? {}, pictures: pictures[key] });
}
