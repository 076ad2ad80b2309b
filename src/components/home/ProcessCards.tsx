import { lazy, Suspense } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import type { ProcessPhase } from '../../schemas/shapes';
import type { BookingLink } from '../site/BookCallButton';
import { Accordion, AccordionItem } from '../ui/Accordion';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
import { ProcessCardContent } from './ProcessCardContent';
import type { ResearchDiagramProps } from './ResearchDiagram';

export interface ProcessCardsLabels {
  seeMore: string;
  seeLess: string;
  /** Joins the visible label and the phase title in the accessible name: 'See More about RESEARCH'. */
  about: string;
  whatYouGet: string;
  learnMore: string;
  loadingDiagram: string;
  /** The one quiet line shown if the diagram's chunk cannot load. */
  diagramUnavailable: string;
}

export interface ProcessCardsProps {
  phases: ProcessPhase[];
  labels: ProcessCardsLabels;
  /** The picture in the first card, loaded as its own chunk. */
  diagram: ResearchDiagramProps;
  booking: BookingLink;
}

// A plain dynamic import: Vite itself fires 'vite:preloadError' when the chunk's preload fails.
const LazyResearchDiagram = lazy(() =>
  import('./ResearchDiagram').then((module) => ({ default: module.ResearchDiagram })),
);

/** The five process phases: one card open at a time, revealing what the client gets. */
export function ProcessCards({ phases, labels, diagram, booking }: ProcessCardsProps) {
  // The diagram chunk is fetched only once running in the browser, so the server HTML and the
  // hydrating render match, and a page whose scripts fail promises no diagram.
  const hydrated = useHydrated();
  const researchDiagram = hydrated ? (
    <ChunkErrorBoundary
      fallback={<p className="text-sm text-muted">{labels.diagramUnavailable}</p>}
    >
      <Suspense fallback={<p className="text-sm text-muted">{labels.loadingDiagram}</p>}>
        <LazyResearchDiagram {...diagram} />
      </Suspense>
    </ChunkErrorBoundary>
  ) : null;

  return (
    <Accordion
      as="ol"
      className="flex flex-wrap justify-center gap-6 has-[>[data-state=open]]:items-start"
    >
      {phases.map((phase, index) => (
        <AccordionItem
          key={phase.title}
          id={phase.title}
          as="li"
          className="relative flex w-full flex-col rounded-card border border-line bg-ink-900/80 p-6 shadow-card transition-[border-color,box-shadow] duration-300 data-[state=open]:border-violet-400/40 data-[state=open]:shadow-glow md:w-[calc((100%-1.5rem)/2)] md:p-8 lg:w-[calc((100%-3rem)/3)]"
        >
          <ProcessCardContent
            phase={phase}
            number={index + 1}
            labels={labels}
            booking={booking}
            diagram={index === 0 ? researchDiagram : null}
          />
        </AccordionItem>
      ))}
    </Accordion>
  );
}
