/** Questions and answers, one open at a time; search engines read them as the page's FAQ. */
import { z } from 'astro/zod';
import { faqItem, sectionIntro } from '../../schemas/shapes';
import { anchor, introWords, sectionKind } from '../kind';

export const questions = sectionKind({
  label: 'Questions and answers',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    items: z.array(faqItem).min(1),
  }),
  words: {
    ...introWords('questions'),
    items: { label: 'Questions', itemName: 'Question' },
    'items[].answer': { multiline: true },
  },
  defaultAnchor: 'faq',
  questions: (value) => value.items,
});
export type QuestionsSection = z.output<typeof questions.schema>;
