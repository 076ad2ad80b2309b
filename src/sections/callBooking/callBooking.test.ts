import { readFileSync } from 'node:fs';
import { load } from 'js-yaml';
import { callBooking } from './callBooking';

/** The strategy call page's one section, as its file holds it. */
const call = (
  load(readFileSync('src/content/campaigns/talktoundeniable.yaml', 'utf8')) as {
    sections: { discriminant: string; value: Record<string, Record<string, unknown>> }[];
  }
).sections[0];

describe('the call booking section', () => {
  it('takes the strategy call page: its promise, three steps and the calendar’s words', () => {
    expect(call?.discriminant).toBe('callBooking');
    const value = callBooking.schema.parse(call?.value);
    expect(value.steps.items).toHaveLength(3);
    expect(callBooking.defaultAnchor).toBe('book-call');
  });

  it('refuses a support line without the place of the address, and a fifth step', () => {
    const booking = { ...call?.value.booking, support: 'Write to us.' };
    expect(
      callBooking.schema.safeParse({ ...call?.value, booking }).error?.issues[0]?.path,
    ).toEqual(['booking', 'support']);
    const items = Array(5).fill((call?.value.steps?.items as unknown[] | undefined)?.[0]);
    const steps = { ...call?.value.steps, items };
    expect(callBooking.schema.safeParse({ ...call?.value, steps }).success).toBe(false);
  });
});
