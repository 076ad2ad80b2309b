import { CalendarCheck } from 'lucide-react';
import { BookCallButton, type BookingLink } from '../../components/site/BookCallButton';
import type { IdealClientSection } from './idealClient';

export type BookingBlockProps = IdealClientSection['booking'] & { booking: BookingLink };

/** The page's last call to action before the footer; the #book anchor lands here. */
export function BookingBlock({
  eyebrow,
  heading,
  text,
  buttonLabel,
  note,
  booking,
}: BookingBlockProps) {
  return (
    <div
      id="book"
      // The footer's 'Book a Call' leads here: the browser moves focus to a target that can take it.
      tabIndex={-1}
      className="relative isolate overflow-hidden rounded-[2rem] border border-violet-400/25 bg-ink-900 px-6 py-16 text-center shadow-glow sm:px-12 md:py-24"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,rgb(124_58_237/0.38),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_40%_at_50%_110%,rgb(52_199_143/0.16),transparent_70%)]" />
        <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-violet-300/60 to-transparent" />
      </div>
      <p className="text-xs font-semibold tracking-[0.18em] text-mint-300 uppercase">{eyebrow}</p>
      <h2
        id="book-heading"
        className="mx-auto mt-4 max-w-3xl font-display text-heading font-bold text-paper"
      >
        {heading}
      </h2>
      <p className="mx-auto mt-5 max-w-2xl text-lead text-muted">{text}</p>
      <div className="mt-10 flex flex-col items-center gap-4">
        <BookCallButton booking={booking} label={buttonLabel} size="lg" />
        <p className="inline-flex items-center gap-2 text-sm font-medium text-muted">
          <CalendarCheck aria-hidden="true" className="size-4 text-mint-400" />
          {note}
        </p>
      </div>
    </div>
  );
}
