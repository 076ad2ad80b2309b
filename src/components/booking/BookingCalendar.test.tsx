import { act, fireEvent, render, screen } from '@testing-library/react';
import { holdScripts, scriptsWithSrc, useEmbedTestSetting } from '../../test/scriptsInTests';
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

const scriptUrl = props.scriptUrl ?? '';
const providerScripts = () => scriptsWithSrc(scriptUrl);
const fallbackLinks = () =>
  screen.getAllByRole('link', { name: 'Book on our booking page (opens in a new tab)' });

describe('BookingCalendar', () => {
  useEmbedTestSetting();

  it('renders a lazy, titled frame of at least the minimum height', () => {
    render(<BookingCalendar {...props} minHeight={1000} />);
    const embed = screen.getByTitle('Booking calendar');
    expect(embed.tagName).toBe('IFRAME');
    expect(embed).toHaveAttribute('src', props.embedUrl);
    expect(embed).toHaveAttribute('loading', 'lazy');
    expect(embed).toHaveAttribute('height', '1000');
    expect(embed).toHaveStyle({ minHeight: '1000px' });
    expect(embed).toHaveClass('w-full');
  });

  it('defaults to a minimum height of 800 px', () => {
    render(<BookingCalendar {...props} />);
    expect(screen.getByTitle('Booking calendar')).toHaveAttribute('height', '800');
  });

  it('adds the provider script on mount and removes it on unmount', () => {
    const { unmount } = render(<BookingCalendar {...props} />);
    expect(providerScripts()).toHaveLength(1);
    unmount();
    expect(providerScripts()).toHaveLength(0);
  });

  it('always offers the booking page as a plain link that opens in a new tab', () => {
    render(<BookingCalendar {...props} />);
    const [link] = fallbackLinks();
    expect(link).toHaveAttribute('href', props.fallbackHref);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(screen.getByText(/Trouble loading the calendar\?/)).toBeInTheDocument();
  });

  it('brings the fallback forward when the frame has not loaded after 8 s', () => {
    vi.useFakeTimers();
    render(<BookingCalendar {...props} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(7999));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByRole('status')).toHaveTextContent('The calendar did not load.');
    // The prominent button replaces the quiet link rather than repeating it.
    expect(fallbackLinks()).toHaveLength(1);
    expect(screen.getByRole('status')).toContainElement(fallbackLinks()[0] ?? null);
  });

  it('keeps the fallback quiet once the frame has loaded', () => {
    vi.useFakeTimers();
    render(<BookingCalendar {...props} />);
    fireEvent.load(screen.getByTitle('Booking calendar'));
    act(() => vi.advanceTimersByTime(10_000));
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(fallbackLinks()).toHaveLength(1);
  });

  it('brings the fallback forward at once when the frame reports an error', () => {
    render(<BookingCalendar {...props} />);
    fireEvent.error(screen.getByTitle('Booking calendar'));
    expect(screen.getByRole('status')).toHaveTextContent('The calendar did not load.');
  });

  it('brings the fallback forward when the provider script fails after the calendar is shown', async () => {
    holdScripts();
    render(<BookingCalendar {...props} />);
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    await act(async () => {
      providerScripts()[0]?.dispatchEvent(new Event('error'));
    });
    expect(screen.getByRole('status')).toHaveTextContent('The calendar did not load.');
  });

  it('a calendar shown after the script already failed steps forward at once', async () => {
    holdScripts();
    render(<BookingCalendar {...props} />);
    await act(async () => {
      providerScripts()[0]?.dispatchEvent(new Event('error'));
    });
    render(<BookingCalendar {...props} />);
    const [, second] = screen.getAllByRole('status');
    expect(second).toHaveTextContent('The calendar did not load.');
    expect(providerScripts()).toHaveLength(1);
  });

  it('shows only the booking link, and no script, when no calendar is configured', () => {
    render(<BookingCalendar {...props} embedUrl="" />);
    expect(screen.queryByTitle('Booking calendar')).not.toBeInTheDocument();
    expect(providerScripts()).toHaveLength(0);
    expect(screen.getByRole('status')).toHaveTextContent('The calendar did not load.');
    expect(fallbackLinks()[0]).toHaveAttribute('href', props.fallbackHref);
  });
});
