import { z } from 'zod';
import { checkContent } from './checkContent';

// Shapes written here, not the site's own schemas, so a change to those never breaks this test.
const text = z.string().trim().min(1, 'must not be empty');
const faqItemSchema = z.object({ question: text, answer: text });
const statisticSchema = z.object({
  value: z.number().nonnegative(),
  suffix: z.string(),
  label: text,
});
const ratingSchema = z.object({
  rating: z.number().refine((n) => Number.isInteger(n * 2), 'must be a whole or half number'),
});

describe('checkContent', () => {
  it('passes good content through', () => {
    const items = [{ question: 'Why?', answer: 'Because.' }];
    expect(checkContent('faq.ts', 'faqItems', z.array(faqItemSchema), items)).toEqual(items);
  });

  it('names the file, the export and the field of a mistake', () => {
    const items = [
      { question: 'Why?', answer: 'Because.' },
      { question: 'How?', answer: '  ' },
    ];
    expect(() =>
      checkContent('src/content/home/faq.ts', 'faqItems', z.array(faqItemSchema), items),
    ).toThrow(
      'src/content/home/faq.ts (faqItems) has a mistake:\n  - [1].answer: must not be empty',
    );
  });

  it('lists every mistake at once', () => {
    const stat = { value: -1, label: '' };
    expect(() => checkContent('stats.ts', 'stats', statisticSchema, stat)).toThrow(/3 mistakes/);
  });

  it("reports a refinement's own message at its field", () => {
    expect(() => checkContent('t.ts', 't', ratingSchema, { rating: 4.5 })).not.toThrow();
    expect(() => checkContent('t.ts', 't', ratingSchema, { rating: 4.3 })).toThrow(
      /rating: must be a whole or half number/,
    );
  });
});
