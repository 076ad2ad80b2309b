import { fillTemplate } from './template';

describe('fillTemplate', () => {
  it('puts each value into its named slot, wherever the words place it', () => {
    expect(fillTemplate('Slide {n} of {total}', { n: 2, total: 5 })).toBe('Slide 2 of 5');
    expect(fillTemplate('{total} slides, this is {n}', { n: 2, total: 5 })).toBe(
      '5 slides, this is 2',
    );
  });

  it('fills a slot used twice and leaves an unknown slot as written', () => {
    expect(fillTemplate('{n}/{n} {unknown}', { n: 1 })).toBe('1/1 {unknown}');
  });
});
