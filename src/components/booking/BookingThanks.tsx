import { CalendarCheck2 } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { createRoot } from 'react-dom/client';
import type { SiteCopy } from '../../schemas/siteCopy';

/**
 * What a visitor sees in place of a calendar once they have booked in it: thanks, and what
 * happens next. The measurement island (src/analytics/ConsentBanner.tsx) hears the
 * calendar's own message, checks where it came from, and puts this where the calendar was. It
 * takes focus, so a screen reader says it and a keyboard carries on from there.
 */
export function BookingThanks({ copy }: { copy: SiteCopy['bookingThanks'] }) {
  const card = useRef<HTMLDivElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // The whole card in view below the fixed header (the page's scroll-padding), not just the
    // heading focus would scroll to.
    heading.current?.focus({ preventScroll: true });
    card.current?.scrollIntoView({ block: 'start' });
  }, []);
  return (
    <div
      ref={card}
      className="rounded-card border border-mint-400/30 bg-ink-900/80 p-6 shadow-card sm:p-10"
    >
      <CalendarCheck2 aria-hidden="true" className="size-10 text-mint-300" />
      <h3
        ref={heading}
        tabIndex={-1}
        className="mt-5 font-display text-2xl font-semibold text-paper outline-none sm:text-3xl"
      >
        {copy.heading}
      </h3>
      <p className="mt-3 text-base leading-relaxed text-muted">{copy.text}</p>
      <h4 className="mt-8 font-display text-lg font-semibold text-paper">{copy.nextHeading}</h4>
      <ol className="mt-4 space-y-3">
        {copy.steps.map((step, index) => (
          <li key={step} className="flex gap-4 leading-relaxed text-muted">
            <span
              aria-hidden="true"
              className="grid size-8 shrink-0 place-items-center rounded-full border border-line-strong font-display text-sm font-semibold text-violet-300"
            >
              {index + 1}
            </span>
            <span className="pt-1">{step}</span>
          </li>
        ))}
      </ol>
    </div>
  );
}

/**
 * Shows the thanks in `place`, in a React root of its own: the measurement island loads this
 * file only once a call is booked.
 */
export function showThanks(place: HTMLElement, copy: SiteCopy['bookingThanks']): void {
  createRoot(place).render(<BookingThanks copy={copy} />);
}
