import type { FaqItem } from '../schemas/shapes';

export interface FaqPageSchema {
  '@context': 'https://schema.org';
  '@type': 'FAQPage';
  mainEntity: {
    '@type': 'Question';
    name: string;
    acceptedAnswer: { '@type': 'Answer'; text: string };
  }[];
}

/** schema.org FAQPage data for a list of FAQs; an empty question or answer is a content mistake. */
export function faqPageSchema(items: FaqItem[]): FaqPageSchema {
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

/** JSON-escapes of the characters that could end a script element or open an HTML comment. */
const unsafe: Record<string, string> = {
  '<': '\\u003c',
  '>': '\\u003e',
  '&': '\\u0026',
  '\u2028': '\\u2028',
  '\u2029': '\\u2029',
};

/**
 * The FAQPage JSON-LD as a string safe to place inside <script type="application/ld+json">:
 * no copy can close the script element, and the JSON still parses to the same data.
 */
export function faqJsonLd(items: FaqItem[]): string {
  return JSON.stringify(faqPageSchema(items)).replace(
    /[<>&\u2028\u2029]/g,
    (char) => unsafe[char] ?? char,
  );
}
