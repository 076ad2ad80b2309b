import { CalendarCheck } from 'lucide-react';
import type { GuideData } from '../../schemas/guide';
import { BookCallButton, type BookingLink } from '../site/BookCallButton';

export type GuideCtaProps = NonNullable<GuideData['cta']> & { booking: BookingLink };

/** A guide's call to action: a strategy call on the booking page, in a new tab. */
export function GuideCta({ eyebrow, title, text, buttonLabel, note, booking }: GuideCtaProps) {
  return (
    <div className="relative isolate my-10 overflow-hidden rounded-[1.75rem] border border-violet-400/25 bg-ink-900 px-6 py-12 text-center shadow-glow sm:px-10 md:py-14">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,rgb(124_58_237/0.35),transparent_70%)]" />
        <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-violet-300/60 to-transparent" />
      </div>
      {eyebrow ? (
        <p className="text-xs font-semibold tracking-[0.18em] text-mint-300 uppercase">{eyebrow}</p>
      ) : null}
      {title ? (
        <p className="mx-auto mt-3 max-w-xl font-display text-2xl leading-tight font-bold text-paper md:text-3xl">
          {title}
        </p>
      ) : null}
      <p className="mx-auto mt-4 max-w-xl text-lead text-muted">{text}</p>
      <div className="mt-8 flex flex-col items-center gap-3">
        <BookCallButton booking={booking} label={buttonLabel} size="lg" />
        {note ? (
          <p className="inline-flex items-center gap-2 text-sm text-muted">
            <CalendarCheck aria-hidden="true" className="size-4 text-mint-400" />
            {note}
          </p>
        ) : null}
      </div>
    </div>
  );
}
