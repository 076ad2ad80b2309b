import { figures } from './figures';

describe('the figures section', () => {
  const stat = { value: 38, suffix: '+', label: 'New patients a month' };

  it('takes one to four figures, with or without a heading', () => {
    expect(figures.schema.parse({ stats: [stat] })).toEqual({ stats: [stat] });
    expect(
      figures.schema.safeParse({ intro: { title: 'Results' }, stats: [stat, stat] }).success,
    ).toBe(true);
  });

  it('refuses no figures, five, and a negative number', () => {
    expect(figures.schema.safeParse({ stats: [] }).success).toBe(false);
    expect(figures.schema.safeParse({ stats: Array(5).fill(stat) }).success).toBe(false);
    const negative = figures.schema.safeParse({ stats: [{ ...stat, value: -1 }] });
    expect(negative.error?.issues[0]?.path).toEqual(['stats', 0, 'value']);
  });
});
