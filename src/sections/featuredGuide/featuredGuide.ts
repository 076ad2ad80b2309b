/** A featured guide: one card with its tags, what it holds, two figures set against each other, and its link. */
import { z } from 'astro/zod';
import { pagePath, text } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const featuredGuide = sectionKind({
  label: 'Featured guide',
  schema: z.strictObject({
    anchor: anchor.optional(),
    eyebrow: text,
    title: text,
    description: text,
    /** product.md: Marketing Strategy, Facebook Ads, Conversion Optimization. */
    tags: z.array(text).min(1).max(5),
    /** What the guide holds: 'Podcast episode', 'Comparison table'. */
    includes: z.array(text).max(4),
    /** The two figures on the card's picture. */
    figures: z.array(z.strictObject({ label: text, value: text, detail: text })).length(2),
    /** The vs mark between the two figures. */
    versus: text,
    href: pagePath,
    cta: text,
  }),
  words: {
    eyebrow: { label: 'Small line above the title' },
    figures: {
      label: 'Two figures',
      description: 'Set side by side on the card, the first in violet.',
    },
    versus: { label: 'Mark between the figures' },
    href: { label: 'Goes to' },
    cta: { label: 'Link words' },
  },
  defaultAnchor: 'featured-guide',
  reveal: true,
});
export type FeaturedGuideSection = z.output<typeof featuredGuide.schema>;
