import { steps } from './steps';

describe('the numbered steps section', () => {
  const step = { icon: 'phoneCall', title: 'Book a call', text: 'Thirty minutes.' };

  it('takes a heading and one to six steps', () => {
    expect(
      steps.schema.parse({ intro: { title: 'How it works' }, items: [step] }).items,
    ).toHaveLength(1);
  });

  it('refuses an icon the site does not draw, and seven steps', () => {
    const icon = steps.schema.safeParse({
      intro: { title: 'How' },
      items: [{ ...step, icon: 'rocket' }],
    });
    expect(icon.error?.issues[0]?.path).toEqual(['items', 0, 'icon']);
    expect(
      steps.schema.safeParse({ intro: { title: 'How' }, items: Array(7).fill(step) }).success,
    ).toBe(false);
  });
});
