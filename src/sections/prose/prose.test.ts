import { prose } from './prose';

describe('the text section', () => {
  it('takes paragraphs, with or without a heading', () => {
    expect(prose.schema.parse({ paragraphs: ['One.', 'Two.'] }).paragraphs).toEqual([
      'One.',
      'Two.',
    ]);
  });

  it('refuses no paragraph and an empty one', () => {
    expect(prose.schema.safeParse({ paragraphs: [] }).success).toBe(false);
    expect(prose.schema.safeParse({ paragraphs: [''] }).error?.issues[0]?.path).toEqual([
      'paragraphs',
      0,
    ]);
  });
});
