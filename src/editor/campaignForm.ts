/**
 * The campaign page's form: its head, then its sections, each added from the registry's kinds
 * (src/sections/registry.ts) with that kind's own form, built from its schema as every other
 * form is, so the editor refuses at Save what the build would.
 */
import { type ComponentSchema, fields } from '@keystatic/core';
import { pageHead, sectionKinds } from '../sections/registry';
import { formFromShape } from './formFromShape';
import { meta } from './words/shared';
import { shapeOf } from './zodShape';

const pictures = 'src/assets/campaigns';

const head = fields.object(
  formFromShape(shapeOf(pageHead), {
    pictures,
    words: {
      title: meta['meta.title'] ?? {},
      fullTitle: meta['meta.fullTitle'] ?? {},
      description: meta['meta.description'] ?? {},
      noindex: {
        label: 'Keep out of search results',
        description:
          'For a page only an ad or an e-mail links to: it stays out of Google and the sitemap.',
      },
      image: {
        label: 'Picture for shared links',
        description:
          'Optional: shown when the link is shared, cut to 1200 × 630. Without one, a card is drawn from the title.',
      },
      imageAlt: {
        label: 'What the picture shows',
        description: 'For people who cannot see it; needed with a picture.',
      },
    },
  }),
  {
    label: 'Search and link previews',
    description: 'How the page appears in Google results and when its link is shared.',
  },
);

const anchorWords = {
  label: 'Anchor',
  description: "Optional: a name for this part, so a button's '#name' glides here.",
};

/** What a section reads as in the list: its kind, then its heading, 'Opening: More booked calls'. */
type Preview = { fields: Record<string, { value?: unknown; fields?: Preview['fields'] }> };
const headingKeys = ['headlineLead', 'title', 'heading', 'guarantee'];
function summary(label: string, props: Preview): string {
  const own = headingKeys.map((key) => props.fields[key]?.value).find(Boolean);
  const heading = own ?? props.fields.intro?.fields?.title?.value;
  return heading ? `${label}: ${String(heading)}` : label;
}

const sections = fields.blocks(
  Object.fromEntries(
    Object.entries(sectionKinds).map(([key, kind]) => [
      key,
      {
        label: kind.label,
        itemLabel: (props: unknown) => summary(kind.label, props as Preview),
        schema: fields.object(
          formFromShape(shapeOf(kind.schema), {
            words: { anchor: anchorWords, ...kind.words },
            pictures,
          }),
        ),
      },
    ]),
  ),
  {
    label: 'Sections',
    description:
      "The page's parts, top to bottom: add one with 'Add', drag to reorder, open one to edit it or remove it.",
    validation: { length: { min: 1 } },
  },
);

export const campaignForm: Record<string, ComponentSchema> = { meta: head, sections };
