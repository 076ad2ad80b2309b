import { faqJsonLd, faqPageSchema } from './faqJsonLd';

const items = [
  { question: 'How fast?', answer: 'Within 60-90 days.' },
  { question: 'Ad spend?', answer: 'Usually not.' },
];

describe('faqPageSchema', () => {
  it('describes an FAQPage with one Question and accepted Answer per item, in order', () => {
    expect(faqPageSchema(items)).toEqual({
      '@context': 'https://schema.org',
      '@type': 'FAQPage',
      mainEntity: [
        {
          '@type': 'Question',
          name: 'How fast?',
          acceptedAnswer: { '@type': 'Answer', text: 'Within 60-90 days.' },
        },
        {
          '@type': 'Question',
          name: 'Ad spend?',
          acceptedAnswer: { '@type': 'Answer', text: 'Usually not.' },
        },
      ],
    });
  });

  it('refuses an empty list and names the item with an empty question or answer', () => {
    expect(() => faqPageSchema([])).toThrow('at least one question');
    expect(() => faqPageSchema([...items, { question: ' ', answer: 'x' }])).toThrow(
      'FAQ item 3 has an empty question.',
    );
    expect(() => faqPageSchema([{ question: 'Why?', answer: '' }])).toThrow(
      'FAQ item 1 ("Why?") has an empty answer.',
    );
  });
});

describe('faqJsonLd', () => {
  it('is JSON that parses back to the schema', () => {
    expect(JSON.parse(faqJsonLd(items))).toEqual(faqPageSchema(items));
  });

  it('escapes < so copy cannot close the script element it sits in', () => {
    const hostile = [
      { question: 'Is </script><script>alert(1)</script> safe?', answer: 'a & b > c' },
    ];
    const json = faqJsonLd(hostile);
    expect(json).not.toContain('<');
    expect(json).not.toContain('>');
    expect(json).toContain('\\u003c/script\\u003e');
    expect(JSON.parse(json).mainEntity[0].name).toBe(hostile[0]?.question);
    expect(JSON.parse(json).mainEntity[0].acceptedAnswer.text).toBe('a & b > c');
  });

  it('escapes the line and paragraph separators', () => {
    const json = faqJsonLd([{ question: 'Line\u2028break?', answer: 'Para\u2029graph.' }]);
    expect(json).toContain('\\u2028');
    expect(json).toContain('\\u2029');
    expect(JSON.parse(json).mainEntity[0].name).toBe('Line\u2028break?');
  });
});
