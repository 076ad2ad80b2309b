/** Category cards: an opening, then four cards, each with its icon, colour and how much is out. */
import { z } from 'astro/zod';
import { colours } from '../../editor/words/shared';
import { resourceCategory, sectionIntro } from '../../schemas/shapes';
import { anchor, introWords, sectionKind } from '../kind';

export const categories = sectionKind({
  label: 'Category cards (what is out, what is coming)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    /** product.md: Guides, Tools & Templates, AI & Prompts, Case Studies. */
    categories: z.array(resourceCategory).length(4),
  }),
  words: {
    ...introWords('cards'),
    categories: { label: 'Cards', description: 'Four category cards.', itemName: 'Card' },
    'categories[].icon': {
      label: 'Icon',
      options: {
        bookOpen: 'Open book',
        layoutTemplate: 'Layout',
        wandSparkles: 'Magic wand',
        trophy: 'Trophy',
      },
    },
    'categories[].colour': {
      label: 'Colour',
      description: 'Mint marks a category with something live.',
      options: colours,
    },
  },
  reveal: true,
});
export type CategoriesSection = z.output<typeof categories.schema>;
