/** A short numbered sequence: what happens after the visitor books, three steps to results. */
import { z } from 'astro/zod';
import { stepIcons } from '../../editor/words/shared';
import { sectionIntro, step } from '../../schemas/shapes';
import { anchor, introWords, sectionKind } from '../kind';

export const steps = sectionKind({
  label: 'Numbered steps',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    items: z.array(step).min(1).max(6),
  }),
  words: {
    ...introWords('steps'),
    items: { label: 'Steps', itemName: 'Step' },
    'items[].icon': { label: 'Icon', options: stepIcons },
    'items[].text': { multiline: true },
  },
  reveal: true,
});
export type StepsSection = z.output<typeof steps.schema>;
