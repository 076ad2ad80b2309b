/** A campaign page's opening: the promise as the page's one h1, its lead, and a call to action. */
import type { z } from 'astro/zod';
import { pageHero } from '../../schemas/shapes';
import { anchor, button, buttonWords, sectionKind } from '../kind';

export const hero = sectionKind({
  label: 'Opening (headline and button)',
  schema: pageHero.extend({
    anchor: anchor.optional(),
    ...button,
  }),
  words: {
    eyebrow: { label: 'Small line above the headline' },
    headlineLead: { label: 'Headline', description: "The page's one main heading." },
    headlineEmphasis: {
      label: 'Headline end (in colour)',
      description: 'Set on its own line in the gradient.',
    },
    lead: { label: 'Paragraph under the headline', multiline: true },
    ...buttonWords,
  },
});
export type HeroSection = z.output<typeof hero.schema>;
