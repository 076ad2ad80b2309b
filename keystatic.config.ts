/**
 * The editor (Keystatic) over src/content/: one form per page file, the guides and their data as
 * lists, the coming-soon pages. Every form is built from the page's zod schema in src/schemas/,
 * so the form and the build check one shape (src/editor/). `npm run edit` saves into this
 * repository's files; the editor's deployment (astro.editor.config.ts with KEYSTATIC_GITHUB_REPO
 * set) saves each change as a commit on GitHub.
 */
import { collection, config, fields, singleton } from '@keystatic/core';
import { campaignForm } from './src/editor/campaignForm';
import { experimentForm } from './src/editor/experimentForm';
import { guideBody } from './src/editor/guideBody';
import { editorPages, entryForm } from './src/editor/pages';

const githubRepo = import.meta.env.PUBLIC_KEYSTATIC_GITHUB_REPO as
  | `${string}/${string}`
  | undefined;

const word = '[a-z0-9]+(-[a-z0-9]+)*';

/** The file's name (or place), which is the guide's (or page's) address: written nowhere else. */
const address = (description: string, regex: RegExp) =>
  fields.text({
    label: 'Address',
    description: `${description} It is the file's name; changing it moves the page.`,
    validation: {
      length: { min: 1 },
      pattern: { regex, message: 'Address: lower-case letters, digits and dashes only' },
    },
  });

/**
 * What a form's Preview opens. Here (`npm run edit`) the page on the local site beside the editor;
 * on the editor's deployment, its /preview route (src/editor/deploy/pages/preview.ts), which opens
 * the page as the branch being edited is built by the CDN: a draft's preview, or the live site.
 */
const previewOf = (page: string) => (githubRepo ? `/preview?branch={branch}&to=${page}` : page);

export default config({
  // A draft is a branch under draft/: the editor lists those beside the live one (main).
  storage: githubRepo
    ? { kind: 'github', repo: githubRepo, branchPrefix: 'draft/' }
    : { kind: 'local' },
  ui: {
    brand: { name: 'Undeniable site' },
    navigation: {
      Pages: editorPages.filter((page) => !('menu' in page)).map((page) => page.key),
      'Campaign pages': ['campaigns', 'experiments'],
      Guides: ['guides', 'comingSoon'],
      Site: editorPages.filter((page) => 'menu' in page).map((page) => page.key),
    },
  },
  singletons: Object.fromEntries(
    editorPages.map((page) => [
      page.key,
      singleton({
        label: page.label,
        path: page.path,
        format: { data: 'format' in page ? page.format : 'yaml' },
        previewUrl: previewOf(page.preview),
        schema: entryForm(page.key),
      }),
    ]),
  ),
  collections: {
    campaigns: collection({
      label: 'Campaign pages',
      path: 'src/content/campaigns/**',
      slugField: 'address',
      format: { data: 'yaml' },
      previewUrl: previewOf('/{slug}'),
      schema: {
        address: address(
          "The page's address without its first '/', lower-case words joined by dashes, e.g. dental-practices.",
          new RegExp(`^${word}(/${word})*$`),
        ),
        ...campaignForm,
      },
    }),
    experiments: collection({
      label: 'Experiments',
      path: 'src/content/experiments/*',
      slugField: 'name',
      format: { data: 'yaml' },
      schema: {
        name: fields.text({
          label: 'Name',
          description:
            "How the analytics name the experiment, lower-case words joined by dashes, e.g. home-headline. It is the file's name.",
          validation: {
            length: { min: 1 },
            pattern: {
              regex: new RegExp(`^${word}$`),
              message: 'Name: lower-case letters, digits and dashes only',
            },
          },
        }),
        ...experimentForm,
      },
    }),
    guides: collection({
      label: 'Guides',
      path: 'src/content/guides/*',
      slugField: 'address',
      entryLayout: 'content',
      format: { contentField: 'body' },
      previewUrl: previewOf('/guides/{slug}'),
      schema: {
        address: address(
          "The last part of the guide's address, lower-case words joined by dashes, e.g. get-out-of-spam.",
          new RegExp(`^${word}$`),
        ),
        ...entryForm('guides'),
        body: guideBody,
      },
    }),
    comingSoon: collection({
      label: 'Coming-soon pages',
      path: 'src/content/coming-soon/**',
      slugField: 'address',
      format: { data: 'yaml' },
      previewUrl: previewOf('/{slug}'),
      schema: {
        address: address(
          "The page's whole address without its first '/', lower-case words joined by dashes, e.g. services/facebook-ads.",
          new RegExp(`^${word}(/${word})*$`),
        ),
        ...entryForm('comingSoon'),
      },
    }),
  },
});
