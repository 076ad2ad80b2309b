import { calendar } from './calendar';

describe('the booking calendar section', () => {
  const copy = { title: 'Strategy call calendar', fallbackLabel: 'Open the booking page' };

  it('takes a heading and the calendar’s words, and answers to #book-call unless named', () => {
    expect(calendar.schema.parse({ heading: 'Pick a time', calendar: copy }).calendar).toEqual(
      copy,
    );
    expect(calendar.defaultAnchor).toBe('book-call');
  });

  it('refuses a calendar with no link for when it cannot load', () => {
    const result = calendar.schema.safeParse({
      heading: 'Pick a time',
      calendar: { title: 'Cal' },
    });
    expect(result.error?.issues[0]?.path).toEqual(['calendar', 'fallbackLabel']);
  });
});
