import { CalendarCheck } from 'lucide-react';
import type { BookingLink } from '../../components/site/BookCallButton';
import { SectionButton } from '../SectionButton';
import type { BandSection } from './band';

export interface BandProps {
  value: BandSection;
  /** The section's id on its page. */
  id: string;
  booking: BookingLink;
}

/** A page's last word: a heading, a line and one button in a glowing band across the column. */
export function Section({ id, booking, value: band }: BandProps) {
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="container-page pt-8 pb-24 md:pb-32"
    >
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-violet-400/25 bg-ink-900 px-6 py-16 text-center shadow-glow sm:px-12 md:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,rgb(124_58_237/0.38),transparent_70%)]" />
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_40%_at_50%_110%,rgb(52_199_143/0.16),transparent_70%)]" />
          <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-violet-300/60 to-transparent" />
        </div>
        {band.eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.18em] text-mint-300 uppercase">
            {band.eyebrow}
          </p>
        ) : null}
        <h2
          id={`${id}-heading`}
          className="mx-auto mt-4 max-w-3xl font-display text-heading font-bold text-paper"
        >
          {band.title}
        </h2>
        {band.text ? (
          <p className="mx-auto mt-5 max-w-2xl text-lead text-muted">{band.text}</p>
        ) : null}
        <div className="mt-10 flex flex-col items-center gap-4">
          <SectionButton
            booking={booking}
            label={band.buttonLabel}
            target={band.buttonTarget}
            arrow
          />
          {band.note ? (
            <p className="inline-flex items-center gap-2 text-sm font-medium text-muted">
              <CalendarCheck aria-hidden="true" className="size-4 text-mint-400" />
              {band.note}
            </p>
          ) : null}
        </div>
      </div>
    </section>
  );
}
