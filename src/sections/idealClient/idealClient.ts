/**
 * Who the agency works with, then the questions founders ask (one open at a time; search engines
 * read them as the page's FAQ), a notice, the chat box, and the booking box that closes the page.
 */
import { z } from 'astro/zod';
import { intro } from '../../editor/words/shared';
import { faqItem, sectionIntro, text, textWithEmail } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const idealClient = sectionKind({
  label: 'Who we work with, questions and booking',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    /** product.md: five criteria. */
    criteria: z.array(z.strictObject({ label: text, detail: text })).length(5),
    faqIntro: sectionIntro,
    /** product.md: six questions; the page also publishes them as FAQPage data. */
    faqs: z.array(faqItem).length(6),
    notice: z.strictObject({
      title: text,
      /** '{email}' marks where the contact address goes, as a link. */
      text: textWithEmail,
    }),
    chat: z.strictObject({
      label: text,
      replyNote: text,
      loadingNote: text,
      readyNote: text,
      failedNote: text,
    }),
    booking: z.strictObject({ eyebrow: text, heading: text, text, buttonLabel: text, note: text }),
  }),
  words: {
    ...intro('intro', 'Who we work with'),
    criteria: { label: 'Criteria' },
    ...intro('faqIntro', 'FAQ'),
    faqs: {
      label: 'Questions and answers',
      description: 'Six questions; the page also gives them to search engines as FAQ data.',
    },
    'faqs[].question': { label: 'Question' },
    'faqs[].answer': { label: 'Answer', multiline: true },
    notice: { label: 'Notice under the FAQ' },
    'notice.text': {
      description: "'{email}' is replaced by the contact address, as a link; keep it.",
    },
    chat: { label: 'Chat box words' },
    booking: { label: 'Booking box at the end' },
  },
  defaultAnchor: 'faq',
  questions: (value) => value.faqs,
});
export type IdealClientSection = z.output<typeof idealClient.schema>;
