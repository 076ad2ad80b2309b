import { offer } from './offer';

describe('the offer and guarantee section', () => {
  it('takes a guarantee, the button booking a call unless given a target', () => {
    const value = offer.schema.parse({ guarantee: 'Ten booked calls, or we work free.' });
    expect(value).toEqual({ guarantee: 'Ten booked calls, or we work free.' });
  });

  it('refuses an offer with no guarantee', () => {
    expect(
      offer.schema.safeParse({ buttonLabel: 'Build it for me' }).error?.issues[0]?.path,
    ).toEqual(['guarantee']);
  });
});
