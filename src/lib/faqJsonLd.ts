import type { FaqItem } from '../schemas/shapes';
import { jsonLdString } from './jsonLd';

/** schema.org FAQPage data for a list of FAQs; an empty question or answer is a content mistake. */
export function faqPageSchema(items: FaqItem[]) {
  if (items.length === 0) throw new Error('FAQ structured data needs at least one question.');
  return {
    '@context': 'https://schema.org',
    '@type': 'FAQPage',
    mainEntity: items.map((item, index) => {
      const name = item.question.trim();
      const text = item.answer.trim();
      if (!name) throw new Error(`FAQ item ${index + 1} has an empty question.`);
      if (!text) throw new Error(`FAQ item ${index + 1} ("${name}") has an empty answer.`);
      return { '@type': 'Question', name, acceptedAnswer: { '@type': 'Answer', text } };
    }),
  };
}

/**
 * The FAQPage JSON-LD as a string safe to place inside <script type="application/ld+json">: no
 * copy can close the script element, and the JSON still parses to the same data.
 */
export function faqJsonLd(items: FaqItem[]): string {
  return jsonLdString(faqPageSchema(items));
}
