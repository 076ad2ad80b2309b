import type { ReactNode } from 'react';
import type { BookingLink } from '../../components/site/BookCallButton';
import { ButtonLink } from '../../components/ui/ButtonLink';
import type { ProcessPhase } from '../../schemas/shapes';
import type { ProcessCardsLabels } from './ProcessCards';

export interface ProcessCardContentProps {
  phase: ProcessPhase;
  /** The card's place in the process, shown as '01'. */
  number: number;
  labels: ProcessCardsLabels;
  booking: BookingLink;
  /** A picture under the description, if any, in a box whose size does not wait for it. */
  diagram?: ReactNode;
}

/**
 * One process card: title, description, and a native `<details name="process">` whose summary
 * reads 'See More about RESEARCH' (or 'See Less') and whose body is the 'What you get' list and
 * the 'Learn More' link.
 */
export function ProcessCardContent({
  phase,
  number,
  labels,
  booking,
  diagram,
}: ProcessCardContentProps) {
  const aboutPhase = <span className="sr-only"> {`${labels.about} ${phase.title}`}</span>;
  return (
    <>
      <span
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-8 top-0 h-px bg-gradient-to-r from-transparent via-violet-400/60 to-transparent"
      />
      <div aria-hidden="true" className="flex items-center gap-4">
        <span className="flex size-11 items-center justify-center rounded-xl border border-violet-400/30 bg-violet-500/10 font-display text-sm font-bold text-violet-300">
          {String(number).padStart(2, '0')}
        </span>
        <span className="h-px flex-1 bg-gradient-to-r from-line-strong to-transparent" />
      </div>
      <h3 className="mt-6 font-display text-2xl font-bold tracking-tight">{phase.title}</h3>
      <p className="mt-2 text-sm font-semibold text-mint-300">{phase.subtitle}</p>
      <p className="mt-4 leading-relaxed text-muted">{phase.description}</p>
      {diagram ? (
        // Its size is the frame's alone: the island draws inside it, so nothing moves as it loads.
        // Without script the island never draws, so the empty frame is left out.
        <div className="relative mt-6 aspect-[16/9] rounded-xl border border-line bg-ink-950/60 no-js:hidden">
          {diagram}
        </div>
      ) : null}
      <details name="process" className="group mt-auto pt-6">
        {/* Only the label for the present state is displayed, so it alone names the control. */}
        <summary className="inline-flex cursor-pointer items-center gap-2 rounded-pill border border-line-strong bg-white/5 px-4 py-2 text-sm font-semibold text-paper transition-colors hover:border-violet-400 hover:bg-white/10">
          <span className="group-open:hidden">{labels.seeMore}</span>
          <span className="hidden group-open:inline">{labels.seeLess}</span>
          {aboutPhase}
          <span
            aria-hidden="true"
            className="icon-chevron-down size-4 transition-transform duration-300 group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="mt-6 border-t border-line pt-6">
          <h4 className="font-sans text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
            {labels.whatYouGet}
          </h4>
          <ul className="mt-4 space-y-3">
            {phase.deliverables.map((item) => (
              <li
                key={item}
                className="flex gap-3 text-sm leading-relaxed text-paper before:icon-check before:mt-0.5 before:size-4 before:shrink-0 before:text-mint-400"
              >
                {item}
              </li>
            ))}
          </ul>
          <ButtonLink
            href={booking.href}
            external
            newTabNote={booking.newTabNote}
            booking
            className="mt-6"
          >
            {labels.learnMore}
            {aboutPhase}
          </ButtonLink>
        </div>
      </details>
    </>
  );
}
