import { Check, ChevronDown } from 'lucide-react';
import type { ReactNode } from 'react';
import type { ProcessPhase } from '../../schemas/shapes';
import type { BookingLink } from '../site/BookCallButton';
import { AccordionPanel, AccordionTrigger, useAccordionItem } from '../ui/Accordion';
import { ButtonLink } from '../ui/ButtonLink';
import type { ProcessCardsLabels } from './ProcessCards';

export interface ProcessCardContentProps {
  phase: ProcessPhase;
  /** The card's place in the process, shown as '01'. */
  number: number;
  labels: ProcessCardsLabels;
  booking: BookingLink;
  /** A picture under the description, if any. */
  diagram?: ReactNode;
}

/**
 * One process card, inside its AccordionItem: title, description, the 'See More' toggle and the
 * 'What you get' panel. The toggle sits in a heading of its own, named 'See More about RESEARCH'.
 */
export function ProcessCardContent({
  phase,
  number,
  labels,
  booking,
  diagram,
}: ProcessCardContentProps) {
  const { open, hydrated } = useAccordionItem();
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
        <div className="mt-6 flex aspect-[16/9] items-center justify-center rounded-xl border border-line bg-ink-950/60 p-3">
          {diagram}
        </div>
      ) : null}
      <div className="mt-auto pt-6">
        {/* Before hydration the toggle could not work, so it is not offered. */}
        {hydrated ? (
          <AccordionTrigger
            level={4}
            headingClassName="font-sans"
            className="inline-flex items-center gap-2 rounded-pill border border-line-strong bg-white/5 px-4 py-2 font-sans text-sm font-semibold text-paper transition-colors hover:border-violet-400 hover:bg-white/10"
            indicator={
              <ChevronDown
                aria-hidden="true"
                className={`size-4 transition-transform duration-300 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
              />
            }
          >
            {open ? labels.seeLess : labels.seeMore}
            {aboutPhase}
          </AccordionTrigger>
        ) : null}
      </div>
      <AccordionPanel className={`border-t border-line pt-6 ${hydrated ? 'mt-6' : 'mt-2'}`}>
        <h4 className="font-sans text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
          {labels.whatYouGet}
        </h4>
        <ul className="mt-4 space-y-3">
          {phase.deliverables.map((item) => (
            <li key={item} className="flex gap-3 text-sm leading-relaxed text-paper">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-mint-400" />
              {item}
            </li>
          ))}
        </ul>
        {open ? (
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
        ) : null}
      </AccordionPanel>
    </>
  );
}
