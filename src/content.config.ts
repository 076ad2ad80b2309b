/**
 * The content collections: every page's words and data live in src/content/ as YAML (and, for
 * long prose, MDX), checked against the schemas in src/schemas/ when the site builds. A mistake
 * stops the build naming the entry, the file and the field.
 */

import { defineCollection } from 'astro:content';
import { fileURLToPath } from 'node:url';
import { glob } from 'astro/loaders';
import { guide } from './schemas/guide';
import { comingSoonPage, guidesPage } from './schemas/guidesPage';
import { notFoundPage, siteCopy } from './schemas/siteCopy';
import { addressClashes, takenAddresses } from './sections/addresses';
import { stackedPage } from './sections/registry';

/** A collection of one YAML file under src/content/, read as one entry. */
const single = (path: string) => glob({ base: './src/content', pattern: `${path}.yaml` });

/** Pages made of sections: each file's place is its address, which nothing else may answer. */
const campaignPages = glob({ base: './src/content/campaigns', pattern: '**/*.yaml' });
const campaignLoader: typeof campaignPages = {
  name: 'campaign-pages',
  load: async (context) => {
    const root = fileURLToPath(context.config.root);
    // No page yet is no mistake: the folder holds only its README until the first is made. The
    // glob still runs, so `npm run edit` sees the first page the editor writes.
    const logger = Object.create(context.logger, {
      warn: {
        value: (message: string) =>
          message.startsWith('No files found') ? undefined : context.logger.warn(message),
      },
    });
    await campaignPages.load({ ...context, logger });
    const taken = takenAddresses(root);
    const clashes = addressClashes(
      [...context.store.keys()].map((id) => (id === 'index' ? '/' : `/${id}`)),
      taken,
    );
    if (clashes.length > 0) throw new Error(clashes.join('\n'));
  },
};

export const collections = {
  site: defineCollection({ loader: single('site'), schema: siteCopy }),
  notFound: defineCollection({ loader: single('pages/not-found'), schema: notFoundPage }),
  /** /guides, and the labels every guide shares. */
  guidesPage: defineCollection({ loader: single('pages/guides'), schema: guidesPage }),
  /** Each guide: one MDX file, its name the guide's address; its blocks' data in the frontmatter. */
  guides: defineCollection({
    loader: glob({ base: './src/content/guides', pattern: '*.mdx' }),
    schema: guide,
  }),
  /** Pages the site links to before their content exists. */
  comingSoon: defineCollection({
    // Each file's place is its address: coming-soon/services/facebook-ads.yaml answers
    // /services/facebook-ads.
    loader: glob({ base: './src/content/coming-soon', pattern: '**/*.yaml' }),
    schema: comingSoonPage,
  }),
  /** Pages the marketer makes in the editor from the site's sections (src/sections/). */
  campaigns: defineCollection({ loader: campaignLoader, schema: stackedPage }),
};
