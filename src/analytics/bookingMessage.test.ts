import { isBookingCompleted } from './bookingMessage';

const embed = 'https://calendly.com/acme/strategy-call';
const frame = {} as Window;
const booked = { event: 'calendly.event_scheduled', payload: {} };

/** Calendly's booked message from the calendar's origin and frame, but for the parts given. */
const calendly = (
  message: Partial<Pick<MessageEvent, 'origin' | 'source' | 'data'>> = {},
  embedUrl = embed,
  calendarFrame: Window | null = frame,
) =>
  isBookingCompleted(
    { origin: 'https://calendly.com', source: frame, data: booked, ...message },
    embedUrl,
    calendarFrame,
  );

describe('a booking completed inside the embedded calendar', () => {
  it("counts Calendly's scheduled message from the calendar's origin and frame", () => {
    expect(calendly()).toBe(true);
  });

  it('ignores the same message from any other origin or frame', () => {
    expect(calendly({ origin: 'https://evil.example' })).toBe(false);
    expect(calendly({ source: {} as Window })).toBe(false);
    expect(calendly({}, embed, null)).toBe(false);
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
      expect(calendly({ data })).toBe(false);
    }
    expect(calendly({}, 'not a url')).toBe(false);
  });
});
