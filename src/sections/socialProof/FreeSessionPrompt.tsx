import { Check } from 'lucide-react';
import { BookingCalendar } from '../../components/booking/BookingCalendar';
import type { BookingLink } from '../../components/site/BookCallButton';
import type { SocialProofSection } from './socialProof';

export interface FreeSessionPromptProps {
  copy: SocialProofSection['freeSession'];
  /** From site config: calendarEmbedUrl, calendarScriptUrl and bookingUrl. */
  embedUrl: string;
  scriptUrl?: string | undefined;
  booking: BookingLink;
  minHeight?: number | undefined;
  /** The heading's id, for a region or link that points at it. */
  headingId?: string;
}

/**
 * The optional 'free strategy session' block with the booking calendar. The parent shows it only
 * when the calendar flag is on, with EmbedBehaviour.astro to run the calendar.
 */
export function FreeSessionPrompt({
  copy,
  embedUrl,
  scriptUrl,
  booking,
  minHeight,
  headingId = 'free-session-heading',
}: FreeSessionPromptProps) {
  return (
    <div className="grid gap-10 rounded-card border border-line bg-ink-900/60 p-5 shadow-glow sm:p-8 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-14 lg:p-12">
      <div className="lg:sticky lg:top-28 lg:self-start">
        {copy.eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
            {copy.eyebrow}
          </p>
        ) : null}
        <h3
          id={headingId}
          className="mt-3 font-display text-3xl font-bold tracking-tight md:text-4xl"
        >
          {copy.title}
        </h3>
        <p className="mt-4 text-lead text-muted">{copy.text}</p>
        <ul className="mt-8 space-y-3">
          {copy.points.map((point) => (
            <li key={point} className="flex items-start gap-3 text-paper">
              <span className="mt-0.5 inline-flex size-6 shrink-0 items-center justify-center rounded-full bg-mint-400/15 text-mint-300">
                <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
              </span>
              {point}
            </li>
          ))}
        </ul>
      </div>
      <BookingCalendar
        copy={copy.calendar}
        embedUrl={embedUrl}
        scriptUrl={scriptUrl}
        fallbackHref={booking.href}
        newTabNote={booking.newTabNote}
        minHeight={minHeight}
      />
    </div>
  );
}
