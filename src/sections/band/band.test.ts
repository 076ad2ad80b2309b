import { band } from './band';

describe('the call-to-action band', () => {
  it('takes a heading alone, and a button to a page of the site', () => {
    expect(band.schema.parse({ title: 'Ready when you are' })).toEqual({
      title: 'Ready when you are',
    });
    expect(band.schema.parse({ title: 'Ready', buttonTarget: '/resources' }).buttonTarget).toBe(
      '/resources',
    );
  });

  it('refuses a plain-http target and a missing heading', () => {
    const result = band.schema.safeParse({ buttonTarget: 'http://elsewhere.test' });
    expect(result.error?.issues.map((issue) => issue.path[0])).toEqual(['title', 'buttonTarget']);
  });
});
