import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { fillTemplate } from '../../lib/template';
import type { CarouselLabels } from '../../schemas/guideWidgets';

export interface CarouselControlsProps {
  /** The image indexes still shown, in order: one dot each. */
  shown: number[];
  current: number;
  paused: boolean;
  /** Offer the pause/play control; not under reduced motion, where nothing turns by itself. */
  rotationControl: boolean;
  labels: Pick<CarouselLabels, 'previous' | 'next' | 'pause' | 'play' | 'goTo'>;
  onTogglePause: () => void;
  onGoTo: (index: number) => void;
  onPrevious: () => void;
  onNext: () => void;
}

const buttonClass =
  'grid size-10 cursor-pointer place-items-center rounded-full border border-line-strong bg-white/5 text-paper transition hover:border-violet-400 hover:bg-white/10';

/** The carousel's bar: pause/play on the left, a dot per slide, previous and next on the right. */
export function CarouselControls(props: CarouselControlsProps) {
  const { shown, current, paused, rotationControl, labels } = props;
  return (
    <div className="mt-3 flex items-center justify-between gap-3 px-1 pb-1 no-js:hidden">
      {rotationControl ? (
        <button
          type="button"
          data-rotation-control=""
          onClick={props.onTogglePause}
          aria-label={paused ? labels.play : labels.pause}
          className={buttonClass}
        >
          {paused ? (
            <Play aria-hidden="true" className="ml-0.5 size-4 fill-current" />
          ) : (
            <Pause aria-hidden="true" className="size-4 fill-current" />
          )}
        </button>
      ) : (
        <span className="size-10" />
      )}
      <div className="flex flex-wrap items-center justify-center">
        {shown.map((index, at) => (
          <button
            key={index}
            type="button"
            onClick={() => props.onGoTo(index)}
            aria-label={fillTemplate(labels.goTo, { n: at + 1 })}
            aria-current={index === current ? 'true' : undefined}
            className="group grid size-7 cursor-pointer place-items-center rounded-full"
          >
            <span
              aria-hidden="true"
              className="h-2 w-2 rounded-full bg-white/25 transition-all group-hover:bg-white/50 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-gradient-to-r group-aria-[current=true]:from-violet-400 group-aria-[current=true]:to-mint-400 motion-reduce:transition-none"
            />
          </button>
        ))}
      </div>
      <div className="flex gap-2">
        <button
          type="button"
          onClick={props.onPrevious}
          aria-label={labels.previous}
          className={buttonClass}
        >
          <ChevronLeft aria-hidden="true" className="size-5" />
        </button>
        <button
          type="button"
          onClick={props.onNext}
          aria-label={labels.next}
          className={buttonClass}
        >
          <ChevronRight aria-hidden="true" className="size-5" />
        </button>
      </div>
    </div>
  );
}
