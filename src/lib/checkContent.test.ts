import { z } from 'zod';
import { faqItemSchema, statisticSchema, testimonialSchema } from '../content/types';
import { checkContent } from './checkContent';

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

  it('accepts half stars and refuses other fractions', () => {
    const base = { text: 'Great', author: 'A', position: 'B', company: 'C', image: '/a.svg' };
    expect(() =>
      checkContent('t.ts', 't', testimonialSchema, { ...base, rating: 4.5 }),
    ).not.toThrow();
    expect(() => checkContent('t.ts', 't', testimonialSchema, { ...base, rating: 4.3 })).toThrow(
      /rating: must be a whole or half number/,
    );
  });
});
