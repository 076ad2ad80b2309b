import { ChevronLeft, ChevronRight, Pause, Play } from 'lucide-react';
import { type FocusEvent, useEffect, useReducer, useRef } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import {
  carouselReducer,
  initialCarouselState,
  isRotating,
  shownIndexes,
} from '../../lib/carousel';
import { prefersReducedMotion } from '../../lib/reducedMotion';
import { fillTemplate } from '../../lib/template';
import type { CarouselLabels } from '../../schemas/shapes';

export type { CarouselLabels };

/** One slide: an `astro:assets` result (or any image) with its words for screen readers. */
export interface CarouselImage {
  src: string;
  width: number;
  height: number;
  alt: string;
}

export interface ImageCarouselProps {
  images: CarouselImage[];
  /** Milliseconds each slide stays before the next (SPEC: 5000 on the guide). */
  autoSlideInterval?: number | undefined;
  className?: string | undefined;
  labels: CarouselLabels;
}

const controlClass =
  'grid size-10 cursor-pointer place-items-center rounded-full border border-line-strong bg-white/5 text-paper transition hover:border-violet-400 hover:bg-white/10';

/**
 * Slides that turn by themselves (WAI-ARIA APG carousel): previous/next wrap, dots jump, a
 * pause control, and no turning while hovered, focused, paused or under reduced motion. Before
 * it runs the slides are a row to swipe or scroll, with no control offered.
 */
export function ImageCarousel({
  images,
  autoSlideInterval = 4000,
  className = '',
  labels,
}: ImageCarouselProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(carouselReducer, images.length, initialCarouselState);
  const imageRefs = useRef<(HTMLImageElement | null)[]>([]);
  const rotating = hydrated && isRotating(state, reducedMotion);
  const shown = shownIndexes(images.length, state.failed);
  const position = shown.indexOf(state.current);

  const fail = (index: number) => {
    console.error('Image failed to load:', images[index]?.src);
    dispatch({ type: 'fail', index });
  };

  // An image that failed before the carousel woke up sent its error to nobody.
  // biome-ignore lint/correctness/useExhaustiveDependencies: once, on waking up
  useEffect(() => {
    imageRefs.current.forEach((image, index) => {
      if (image?.complete && image.naturalWidth === 0 && image.getAttribute('src')) fail(index);
    });
  }, []);

  // A fresh full interval after every change, whether the timer or the visitor made it.
  // biome-ignore lint/correctness/useExhaustiveDependencies: restart the wait on every slide change
  useEffect(() => {
    if (!rotating || prefersReducedMotion()) return;
    const timer = setTimeout(() => dispatch({ type: 'next' }), autoSlideInterval);
    return () => clearTimeout(timer);
  }, [rotating, autoSlideInterval, state.current]);

  // Focus on the pause control itself must not hold the rotation it just resumed (APG).
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    dispatch({ type: 'focus', on: !event.target.closest('[data-rotation-control]') });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', on: false });
  };

  const first = images[0];
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onFocus={onFocus}
      onBlur={onBlur}
      className={`rounded-card border border-line bg-ink-900/80 p-2 shadow-card sm:p-3 ${className}`}
    >
      {/* biome-ignore lint/a11y/noStaticElementInteractions: hovering only holds the rotation; focus and the pause control do the same for the keyboard */}
      <div
        onMouseEnter={() => dispatch({ type: 'hover', on: true })}
        onMouseLeave={() => dispatch({ type: 'hover', on: false })}
        className="relative overflow-hidden rounded-[calc(var(--radius-card)-0.375rem)] bg-ink-950"
        style={first ? { aspectRatio: `${first.width} / ${first.height}` } : undefined}
      >
        <div
          aria-live={rotating ? 'off' : 'polite'}
          // Before the script runs the row scrolls by itself, so the keyboard must reach it.
          tabIndex={hydrated ? undefined : 0}
          className={
            hydrated
              ? 'flex h-full transition-transform duration-700 ease-out-soft motion-reduce:transition-none'
              : 'flex h-full snap-x snap-mandatory overflow-x-auto'
          }
          style={
            hydrated ? { transform: `translateX(${-100 * Math.max(0, position)}%)` } : undefined
          }
        >
          {images.map((image, index) =>
            state.failed.includes(index) ? null : (
              // biome-ignore lint/a11y/useSemanticElements: an APG slide is a group named 'Slide 2 of 4'; fieldset is for forms
              <div
                key={image.src}
                role="group"
                aria-roledescription="slide"
                aria-label={fillTemplate(labels.slide, {
                  n: shown.indexOf(index) + 1,
                  total: shown.length,
                })}
                inert={hydrated && index !== state.current}
                className="h-full w-full shrink-0 snap-start"
              >
                <img
                  ref={(element) => {
                    imageRefs.current[index] = element;
                  }}
                  src={image.src}
                  width={image.width}
                  height={image.height}
                  alt={image.alt}
                  loading="lazy"
                  decoding="async"
                  draggable={false}
                  onError={() => fail(index)}
                  className="block h-full w-full object-cover"
                />
              </div>
            ),
          )}
        </div>
      </div>
      {hydrated && shown.length > 1 ? (
        <div className="mt-3 flex items-center justify-between gap-3 px-1 pb-1">
          {reducedMotion ? (
            <span className="size-10" />
          ) : (
            <button
              type="button"
              data-rotation-control=""
              onClick={() => dispatch({ type: 'togglePause' })}
              aria-label={state.paused ? labels.play : labels.pause}
              className={controlClass}
            >
              {state.paused ? (
                <Play aria-hidden="true" className="ml-0.5 size-4 fill-current" />
              ) : (
                <Pause aria-hidden="true" className="size-4 fill-current" />
              )}
            </button>
          )}
          <div className="flex flex-wrap items-center justify-center">
            {shown.map((index, at) => (
              <button
                key={images[index]?.src}
                type="button"
                onClick={() => dispatch({ type: 'goTo', index })}
                aria-label={fillTemplate(labels.goTo, { n: at + 1 })}
                aria-current={index === state.current ? 'true' : undefined}
                className="group grid size-7 cursor-pointer place-items-center rounded-full"
              >
                <span
                  aria-hidden="true"
                  className="h-2 w-2 rounded-full bg-white/25 transition-all group-hover:bg-white/50 group-aria-[current=true]:w-6 group-aria-[current=true]:bg-gradient-to-r group-aria-[current=true]:from-violet-400 group-aria-[current=true]:to-mint-400"
                />
              </button>
            ))}
          </div>
          <div className="flex gap-2">
            <button
              type="button"
              onClick={() => dispatch({ type: 'previous' })}
              aria-label={labels.previous}
              className={controlClass}
            >
              <ChevronLeft aria-hidden="true" className="size-5" />
            </button>
            <button
              type="button"
              onClick={() => dispatch({ type: 'next' })}
              aria-label={labels.next}
              className={controlClass}
            >
              <ChevronRight aria-hidden="true" className="size-5" />
            </button>
          </div>
        </div>
      ) : null}
    </section>
  );
}
