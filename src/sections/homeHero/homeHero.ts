/**
 * The home page's opening: a badge, the promise as the page's h1, the booking button with an
 * availability line, proof points, and the particle network drawn behind it all.
 */
import { z } from 'astro/zod';
import { text } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const homeHero = sectionKind({
  label: 'Opening with particles (badge, headline, proof points)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    badge: text,
    headlineLead: text,
    /** The second half of the headline, set in the gradient. */
    headlineEmphasis: text,
    subtext: text,
    availability: text,
    availabilityNote: text,
    proofPoints: z.array(text).min(1).max(4),
  }),
  words: {
    badge: { label: 'Badge above the headline' },
    headlineLead: { label: 'Headline, first half' },
    headlineEmphasis: {
      label: 'Headline, second half (in colour)',
      description: 'The end of the headline, set in the violet-to-mint gradient.',
    },
    subtext: { label: 'Paragraph under the headline', multiline: true },
    availability: { label: 'Availability label' },
    availabilityNote: { label: 'Availability note' },
    proofPoints: { label: 'Proof points', description: 'The short ticks under the button.' },
  },
  defaultAnchor: 'hero',
  motion: true,
});
export type HomeHeroSection = z.output<typeof homeHero.schema>;
