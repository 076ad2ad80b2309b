import { act, render, screen, waitFor } from '@testing-library/react';
import { siteCopy } from '../test/homeFixture';
import { ConsentBanner } from './ConsentBanner';
import { analyticsSchema } from './config';
import { BOOKED_EVENT } from './measure';

const props = {
  config: analyticsSchema.parse({
    googleAnalytics: { measurementId: 'G-ABC123DEF4' },
    linkedIn: { partnerId: '1234567' },
  }),
  copy: siteCopy.measurement,
  thanks: siteCopy.bookingThanks,
  calendarEmbedUrl: 'https://calendar.example.com/widget/booking/x',
  intakeFormEmbedUrl: 'https://forms.example.com/widget/form/x',
  privacyPolicyUrl: 'https://www.example.com/privacy',
};

describe('ConsentBanner', () => {
  beforeEach(() => {
    // The page cannot load the providers here; what the banner does is what is tested.
    vi.spyOn(document.head, 'append').mockImplementation(() => {});
  });
  afterEach(() => {
    window.localStorage.clear();
    document.body.innerHTML = '';
  });

  it('asks on a first visit, naming the providers, with Reject and Accept alike', async () => {
    render(<ConsentBanner {...props} />);
    const banner = await screen.findByRole('region', { name: siteCopy.measurement.heading });
    expect(banner).toHaveTextContent('Google Analytics and LinkedIn Insight show us');
    const reject = screen.getByRole('button', { name: 'Reject' });
    const accept = screen.getByRole('button', { name: 'Accept' });
    expect(reject.className).toBe(accept.className);
    expect(screen.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
      'href',
      props.privacyPolicyUrl,
    );
  });

  it("thanks the visitor in the calendar's place once the calendar reports a booking", async () => {
    document.body.innerHTML =
      '<section><div data-state="loaded"><iframe data-booking title="Calendar"></iframe></div></section>';
    render(<ConsentBanner {...props} />);
    const frame = document.querySelector('iframe');
    act(() => {
      frame?.dispatchEvent(new Event(BOOKED_EVENT, { bubbles: true }));
    });
    expect(frame?.closest('[data-state]')).toHaveAttribute('hidden');
    // The thanks is its own chunk, imported on the booking: a busy machine may take over a second.
    const heading = await screen.findByRole(
      'heading',
      { name: siteCopy.bookingThanks.heading },
      { timeout: 5000 },
    );
    await waitFor(() => expect(heading).toHaveFocus());
    expect(screen.getAllByRole('listitem')).toHaveLength(siteCopy.bookingThanks.steps.length);
  });
});
