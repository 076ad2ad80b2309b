/** Plain paragraphs under an optional heading: the story behind an offer, a note on terms. */
import { z } from 'astro/zod';
import { text } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const prose = sectionKind({
  label: 'Text',
  schema: z.strictObject({
    anchor: anchor.optional(),
    title: text.optional(),
    paragraphs: z.array(text).min(1),
  }),
  words: {
    title: { label: 'Heading' },
    paragraphs: { label: 'Paragraphs', itemName: 'Paragraph' },
  },
  reveal: true,
});
export type ProseSection = z.output<typeof prose.schema>;
