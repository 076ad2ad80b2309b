import { Check, ChevronDown } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useSingleOpen } from '../../hooks/useSingleOpen';
import { lazyWithPreloadError } from '../../lib/lazyWithPreloadError';
import type { ProcessPhase } from '../../schemas/shapes';
import type { BookingLink } from '../site/BookCallButton';
import { ButtonLink } from '../ui/ButtonLink';
import { ChunkErrorBoundary } from '../ui/ChunkErrorBoundary';
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

const LazyResearchDiagram = lazy(
  lazyWithPreloadError(() =>
    import('./ResearchDiagram').then((module) => ({ default: module.ResearchDiagram })),
  ),
);

/** The five process phases: one card open at a time, revealing what the client gets. */
export function ProcessCards({ phases, labels, diagram, booking }: ProcessCardsProps) {
  const { toggle, isOpen } = useSingleOpen<number>();
  const baseId = useId();
  // The diagram chunk is fetched only in the browser: the server and the hydrating client both
  // render the loading line, so hydration matches and no streaming script is emitted.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);

  const loading = <p className="text-sm text-muted">{labels.loadingDiagram}</p>;

  return (
    <ol className="flex flex-wrap justify-center gap-6 has-[>[data-state=open]]:items-start">
      {phases.map((phase, index) => {
        const open = isOpen(index);
        const panelId = `${baseId}-panel-${index}`;
        const aboutPhase = <span className="sr-only"> {`${labels.about} ${phase.title}`}</span>;
        return (
          <li
            key={phase.title}
            data-state={open ? 'open' : 'closed'}
            className="relative flex w-full flex-col rounded-card border border-line bg-ink-900/80 p-6 shadow-card transition-[border-color,box-shadow] duration-300 data-[state=open]:border-violet-400/40 data-[state=open]:shadow-glow md:w-[calc((100%-1.5rem)/2)] md:p-8 lg:w-[calc((100%-3rem)/3)]"
          >
            <span
              aria-hidden="true"
              className="pointer-events-none absolute inset-x-8 top-0 h-px bg-gradient-to-r from-transparent via-violet-400/60 to-transparent"
            />
            <div aria-hidden="true" className="flex items-center gap-4">
              <span className="flex size-11 items-center justify-center rounded-xl border border-violet-400/30 bg-violet-500/10 font-display text-sm font-bold text-violet-300">
                {String(index + 1).padStart(2, '0')}
              </span>
              <span className="h-px flex-1 bg-gradient-to-r from-line-strong to-transparent" />
            </div>
            <h3 className="mt-6 font-display text-2xl font-bold tracking-tight">{phase.title}</h3>
            <p className="mt-2 text-sm font-semibold text-mint-300">{phase.subtitle}</p>
            <p className="mt-4 leading-relaxed text-muted">{phase.description}</p>
            {index === 0 ? (
              <div className="mt-6 flex aspect-[16/9] items-center justify-center rounded-xl border border-line bg-ink-950/60 p-3 no-js:hidden">
                {hydrated ? (
                  <ChunkErrorBoundary
                    fallback={<p className="text-sm text-muted">{labels.diagramUnavailable}</p>}
                  >
                    <Suspense fallback={loading}>
                      <LazyResearchDiagram {...diagram} />
                    </Suspense>
                  </ChunkErrorBoundary>
                ) : (
                  loading
                )}
              </div>
            ) : null}
            <div className="mt-auto pt-6">
              <button
                type="button"
                aria-expanded={open}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                className="inline-flex items-center gap-2 rounded-pill border border-line-strong bg-white/5 px-4 py-2 text-sm font-semibold text-paper transition-colors hover:border-violet-400 hover:bg-white/10 no-js:hidden"
              >
                {open ? labels.seeLess : labels.seeMore}
                {aboutPhase}
                <ChevronDown
                  aria-hidden="true"
                  className={`size-4 transition-transform duration-300 motion-reduce:transition-none ${open ? 'rotate-180' : ''}`}
                />
              </button>
            </div>
            <div
              id={panelId}
              data-collapsible=""
              data-state={open ? 'open' : 'closed'}
              className="mt-6 border-t border-line pt-6 no-js:mt-2"
            >
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
            </div>
          </li>
        );
      })}
    </ol>
  );
}
