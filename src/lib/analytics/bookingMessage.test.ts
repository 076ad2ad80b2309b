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

  it("counts LeadConnector's booking-complete message from its widget's origin and frame", () => {
    const widget = 'https://api.leadconnectorhq.com/widget/booking/abc123';
    const done = ['msgsndr-booking-complete', { calendarId: 'abc123' }];
    const from = (origin: string, data: unknown) =>
      isBookingCompleted({ origin, source: frame, data }, widget, frame);
    expect(from('https://api.leadconnectorhq.com', done)).toBe(true);
    expect(from('https://calendly.com', done)).toBe(false);
    expect(from('https://api.leadconnectorhq.com', ['msgsndr-form-height', 900])).toBe(false);
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
