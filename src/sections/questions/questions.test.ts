import { questions } from './questions';

describe('the questions section', () => {
  const item = { question: 'How soon?', answer: 'Three weeks.' };

  it('takes a heading and at least one question, and answers to #faq unless named', () => {
    expect(questions.schema.parse({ intro: { title: 'Questions' }, items: [item] }).items).toEqual([
      item,
    ]);
    expect(questions.defaultAnchor).toBe('faq');
  });

  it('refuses an empty answer and a list with no question', () => {
    const blank = questions.schema.safeParse({
      intro: { title: 'Q' },
      items: [{ ...item, answer: ' ' }],
    });
    expect(blank.error?.issues[0]?.path).toEqual(['items', 0, 'answer']);
    expect(questions.schema.safeParse({ intro: { title: 'Q' }, items: [] }).success).toBe(false);
  });
});
