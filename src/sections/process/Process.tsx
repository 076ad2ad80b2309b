import type { ReactNode } from 'react';
import { BookCallButton, type BookingLink } from '../../components/site/BookCallButton';
import { SectionHeading } from '../../components/ui/SectionHeading';
import type { ProcessSection } from './process';

export interface ProcessProps extends Pick<ProcessSection, 'intro' | 'closing'> {
  /** The section's id on its page. */
  id?: string;
  booking: BookingLink;
  /** The interactive cards island, passed in by the page. */
  children: ReactNode;
}

/** The process section's static frame: heading, the cards island, and the closing call to action. */
export function Process({ id = 'process', intro, closing, booking, children }: ProcessProps) {
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby="process-heading"
      className="relative isolate overflow-hidden py-24 md:py-32"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[40rem] bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,rgb(124_58_237/0.18),transparent_70%)]"
      />
      <div className="container-page">
        <SectionHeading id="process-heading" {...intro} />
        <div className="mt-14 md:mt-20">{children}</div>
        <div className="relative mt-16 overflow-hidden rounded-card border border-line bg-gradient-to-br from-ink-800 to-ink-900 p-8 shadow-card md:mt-20 md:p-12">
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -top-24 -right-24 size-72 scale-150 text-violet-600/25 glow"
          />
          <div
            aria-hidden="true"
            className="pointer-events-none absolute -bottom-28 left-1/4 size-64 scale-150 text-mint-500/10 glow"
          />
          <div className="relative flex flex-col items-start gap-8 md:flex-row md:items-center md:justify-between">
            <div className="max-w-xl">
              <h3 className="font-display text-2xl font-bold tracking-tight md:text-3xl">
                {closing.title}
              </h3>
              <p className="mt-3 text-lead text-muted">{closing.text}</p>
            </div>
            <div className="flex shrink-0 flex-col items-start gap-4 md:items-center">
              <BookCallButton booking={booking} label={closing.cta} size="lg" />
              <p className="flex items-center gap-2 text-sm font-semibold text-paper">
                <span aria-hidden="true" className="relative flex size-2.5">
                  <span className="looping absolute inline-flex size-full rounded-full bg-mint-400 opacity-60 motion-safe:animate-ping" />
                  <span className="relative inline-flex size-2.5 rounded-full bg-mint-400" />
                </span>
                {closing.availability}
              </p>
            </div>
          </div>
        </div>
      </div>
    </section>
  );
}
