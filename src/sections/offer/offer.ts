/** The offer and its guarantee: one button and the promise that takes the risk away. */
import { z } from 'astro/zod';
import { text } from '../../schemas/shapes';
import { anchor, button, buttonWords, sectionKind } from '../kind';

export const offer = sectionKind({
  label: 'Offer and guarantee',
  schema: z.strictObject({
    anchor: anchor.optional(),
    ...button,
    /** 'If you don't get 10 booked calls, we work free until you do.' */
    guarantee: text,
  }),
  words: {
    ...buttonWords,
    guarantee: {
      label: 'Guarantee',
      description: 'One sentence beside the shield, under the button.',
    },
  },
  reveal: true,
});
export type OfferSection = z.output<typeof offer.schema>;
