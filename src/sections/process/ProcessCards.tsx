import type { ReactNode } from 'react';
import type { BookingLink } from '../../components/site/BookCallButton';
import type { ProcessPhase } from '../../schemas/shapes';
import { ProcessCardContent } from './ProcessCardContent';
import type { ProcessSection } from './process';

/** The cards' own words; the diagram's loading lines belong to its island. */
export type ProcessCardsLabels = Omit<
  ProcessSection['labels'],
  'loadingDiagram' | 'diagramUnavailable'
>;

export interface ProcessCardsProps {
  phases: ProcessPhase[];
  labels: ProcessCardsLabels;
  booking: BookingLink;
  /** The first card's picture: the page passes its island through a named slot. */
  diagram?: ReactNode;
}

/** The five process phases, all closed on arrival: one card open at a time, by the browser. */
export function ProcessCards({ phases, labels, booking, diagram }: ProcessCardsProps) {
  return (
    <ol className="flex flex-wrap justify-center gap-6 has-open:items-start">
      {phases.map((phase, index) => (
        <li
          key={phase.title}
          className="relative flex w-full flex-col rounded-card border border-line bg-ink-900/80 p-6 shadow-card transition-[border-color,box-shadow] duration-300 has-open:border-violet-400/40 has-open:shadow-glow md:w-[calc((100%-1.5rem)/2)] md:p-8 lg:w-[calc((100%-3rem)/3)]"
        >
          <ProcessCardContent
            phase={phase}
            number={index + 1}
            labels={labels}
            booking={booking}
            diagram={index === 0 ? diagram : undefined}
          />
        </li>
      ))}
    </ol>
  );
}
