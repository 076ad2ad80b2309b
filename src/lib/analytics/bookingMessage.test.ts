import { isBookingCompleted } from './bookingMessage';

const embed = 'https://calendly.com/acme/strategy-call';
const frame = {} as Window;
const booked = { event: 'calendly.event_scheduled', payload: {} };

describe('a booking completed inside the embedded calendar', () => {
  it("counts Calendly's scheduled message from the calendar's origin and frame", () => {
    expect(
      isBookingCompleted(
        { origin: 'https://calendly.com', source: frame, data: booked },
        embed,
        frame,
      ),
    ).toBe(true);
  });

  it('ignores the same message from any other origin or frame', () => {
    expect(
      isBookingCompleted(
        { origin: 'https://evil.example', source: frame, data: booked },
        embed,
        frame,
      ),
    ).toBe(false);
    expect(
      isBookingCompleted(
        { origin: 'https://calendly.com', source: {} as Window, data: booked },
        embed,
        frame,
      ),
    ).toBe(false);
    expect(
      isBookingCompleted(
        { origin: 'https://calendly.com', source: frame, data: booked },
        embed,
        null,
      ),
    ).toBe(false);
  });

  it("ignores the calendar's other steps and anything unreadable", () => {
    for (const data of [
      { event: 'calendly.date_and_time_selected' },
      'calendly.event_scheduled',
      null,
    ]) {
      expect(
        isBookingCompleted({ origin: 'https://calendly.com', source: frame, data }, embed, frame),
      ).toBe(false);
    }
    expect(
      isBookingCompleted(
        { origin: 'https://calendly.com', source: frame, data: booked },
        'not a url',
        frame,
      ),
    ).toBe(false);
  });
});
