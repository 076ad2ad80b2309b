/** A campaign page's opening: the promise as the page's one h1, its lead, and a call to action. */
import type { z } from 'astro/zod';
import { pageHero, text } from '../../schemas/shapes';
import { anchor, sectionKind, target } from '../kind';

export const hero = sectionKind({
  label: 'Opening (headline and button)',
  schema: pageHero.extend({
    anchor: anchor.optional(),
    /** The button's words; the site's 'Book a Strategy Call' when left out. */
    buttonLabel: text.optional(),
    /** Where the button goes; the booking page when left out. */
    buttonTarget: target.optional(),
  }),
  words: {
    eyebrow: { label: 'Small line above the headline' },
    headlineLead: { label: 'Headline', description: "The page's one main heading." },
    headlineEmphasis: {
      label: 'Headline end (in colour)',
      description: 'Set on its own line in the gradient.',
    },
    lead: { label: 'Paragraph under the headline', multiline: true },
    buttonLabel: {
      label: 'Button words',
      description: "Left empty: the site's booking button words.",
    },
    buttonTarget: {
      label: 'Button goes to',
      description: "Left empty: the booking page. '#book-call' glides to this page's calendar.",
    },
  },
  jumps: (value) => [value.buttonTarget],
});
export type HeroSection = z.output<typeof hero.schema>;
