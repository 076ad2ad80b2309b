import { screen } from '@testing-library/react';
import { mountEmbeds, scriptsWithSrc, useEmbedTestSetting } from '../../test/scriptsInTests';
import { BookingCalendar, type BookingCalendarProps } from './BookingCalendar';

const props: BookingCalendarProps = {
  embedUrl: 'https://calendar.test/widget/booking/abc',
  scriptUrl: 'https://calendar.test/js/form_embed.js',
  copy: {
    title: 'Booking calendar',
    fallbackIntro: 'Trouble loading the calendar?',
    fallbackLabel: 'Book on our booking page',
    unavailableMessage: 'The calendar did not load.',
  },
  fallbackHref: 'https://booking.test/strategy-call',
  newTabNote: '(opens in a new tab)',
};

const fallbackLinks = () =>
  screen.getAllByRole('link', { name: 'Book on our booking page (opens in a new tab)' });

describe('BookingCalendar', () => {
  useEmbedTestSetting();

  it('is a lazy, titled frame of at least the minimum height, 800 px unless the page says', async () => {
    await mountEmbeds(<BookingCalendar {...props} minHeight={1000} />);
    const embed = screen.getByTitle('Booking calendar');
    expect(embed.tagName).toBe('IFRAME');
    expect(embed).toHaveAttribute('src', props.embedUrl);
    expect(embed).toHaveAttribute('height', '1000');
    expect(embed).toHaveStyle({ minHeight: '1000px' });
    document.body.replaceChildren();
    await mountEmbeds(<BookingCalendar {...props} />);
    expect(screen.getByTitle('Booking calendar')).toHaveAttribute('height', '800');
  });

  it('always offers the booking page as a plain link, carrying the campaign, in a new tab', async () => {
    await mountEmbeds(<BookingCalendar {...props} />);
    const [link] = fallbackLinks();
    expect(link).toHaveAttribute('href', props.fallbackHref);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('data-booking');
    expect(screen.getByTitle('Booking calendar')).toHaveAttribute('data-booking');
    expect(screen.getByText(/Trouble loading the calendar\?/)).toBeInTheDocument();
  });

  it('brings the fallback forward when the frame has not loaded after 8 s', async () => {
    vi.useFakeTimers();
    await mountEmbeds(<BookingCalendar {...props} />);
    vi.advanceTimersByTime(7999);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    vi.advanceTimersByTime(1);
    expect(screen.getByRole('status')).toHaveTextContent('The calendar did not load.');
  });

  it('shows only the booking link, and no script, when no calendar is configured', async () => {
    await mountEmbeds(<BookingCalendar {...props} embedUrl="" />);
    expect(screen.queryByTitle('Booking calendar')).not.toBeInTheDocument();
    expect(scriptsWithSrc(props.scriptUrl ?? '')).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('The calendar did not load.');
    expect(fallbackLinks()[0]).toHaveAttribute('href', props.fallbackHref);
  });
});
