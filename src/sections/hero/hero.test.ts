import { hero } from './hero';

describe('the opening section', () => {
  it('takes a headline alone: the button then books a call with the site’s words', () => {
    expect(hero.schema.parse({ headlineLead: 'More booked calls' })).toEqual({
      headlineLead: 'More booked calls',
    });
  });

  it('refuses a missing headline and a button target that is no address', () => {
    const result = hero.schema.safeParse({ lead: 'Words', buttonTarget: 'book-call' });
    expect(result.error?.issues.map((issue) => issue.path.join('.'))).toEqual([
      'headlineLead',
      'buttonTarget',
    ]);
  });

  it('takes a button that glides to a part of the page', () => {
    const value = hero.schema.parse({ headlineLead: 'Hi', buttonTarget: '#book-call' });
    expect(value.buttonTarget).toBe('#book-call');
  });
});
