/**
 * An opening with a notice: the headline as the page's h1, centred over a faint grid, and under
 * it a card with a short honest note ('We're Just Getting Started').
 */
import { z } from 'astro/zod';
import { text } from '../../schemas/shapes';
import { anchor, headlineWords, sectionKind } from '../kind';

export const heroNotice = sectionKind({
  label: 'Opening with a notice',
  schema: z.strictObject({
    anchor: anchor.optional(),
    hero: z.strictObject({
      eyebrow: text,
      headlineLead: text,
      /** The second word of the headline, set in the gradient. */
      headlineEmphasis: text,
      lead: text,
    }),
    notice: z.strictObject({ title: text, text }),
  }),
  words: {
    ...headlineWords('hero'),
    notice: { label: 'Notice', description: 'The card under the headline.' },
    'notice.title': { label: 'Heading' },
    'notice.text': { label: 'Text', multiline: true },
  },
});
export type HeroNoticeSection = z.output<typeof heroNotice.schema>;
