import { lazy, Suspense } from 'react';
import { ChunkErrorBoundary } from '../../components/ui/ChunkErrorBoundary';
import { useHydrated } from '../../hooks/useHydrated';
import type { ResearchDiagramProps } from './ResearchDiagram';

export interface LazyResearchDiagramProps {
  diagram: ResearchDiagramProps;
  /** Shown while the diagram's chunk loads: 'Loading diagram...'. */
  loading: string;
  /** The one quiet line shown if the diagram's chunk cannot load. */
  unavailable: string;
}

// A plain dynamic import: Vite itself fires 'vite:preloadError' when the chunk's preload fails.
const ResearchDiagram = lazy(() =>
  import('./ResearchDiagram').then((module) => ({ default: module.ResearchDiagram })),
);

/**
 * The RESEARCH card's diagram, the home page's smallest island: its chunk is fetched only once
 * running in the browser, so a page whose scripts fail promises no diagram. It fills a frame
 * (`relative`) whose size is set by the card, so nothing moves as it loads.
 */
export function LazyResearchDiagram({ diagram, loading, unavailable }: LazyResearchDiagramProps) {
  const hydrated = useHydrated();
  // An element even when empty: `client:visible` starts the island when it comes into view.
  // Placed over its frame, so what it draws never sizes the frame.
  return (
    <div className="absolute inset-3 grid place-items-center">
      {hydrated ? (
        <ChunkErrorBoundary fallback={<p className="text-sm text-muted">{unavailable}</p>}>
          <Suspense fallback={<p className="text-sm text-muted">{loading}</p>}>
            <ResearchDiagram {...diagram} />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </div>
  );
}
