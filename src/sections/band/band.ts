/** A closing call to action across the page column: a heading, a line and one button. */
import { z } from 'astro/zod';
import { text } from '../../schemas/shapes';
import { anchor, button, buttonWords, sectionKind } from '../kind';

export const band = sectionKind({
  label: 'Call-to-action band',
  schema: z.strictObject({
    anchor: anchor.optional(),
    eyebrow: text.optional(),
    title: text,
    text: text.optional(),
    ...button,
    /** A reassurance under the button: 'Free 30-minute call, no obligation'. */
    note: text.optional(),
  }),
  words: {
    eyebrow: { label: 'Small line above the heading' },
    title: { label: 'Heading' },
    text: { label: 'Paragraph under the heading', multiline: true },
    ...buttonWords,
    note: { label: 'Line under the button' },
  },
  reveal: true,
});
export type BandSection = z.output<typeof band.schema>;
