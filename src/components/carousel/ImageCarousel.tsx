import { type FocusEvent, type PointerEvent, useEffect, useReducer, useRef } from 'react';
import { prefersReducedMotion } from '../../browser/reducedMotion';
import { useHydrated } from '../../hooks/useHydrated';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import type { ResponsiveImage } from '../../lib/responsiveImage';
import { fillTemplate } from '../../lib/template';
import type { CarouselLabels } from '../../schemas/guideWidgets';
import { ResponsivePicture } from '../ui/ResponsivePicture';
import { CarouselControls } from './CarouselControls';
import {
  carouselReducer,
  initialCarouselState,
  isRotating,
  shownIndexes,
  stepIndex,
} from './carousel';

/** One slide: its files from astro:assets (src/lib/responsiveImage.ts) and its words for screen readers. */
export interface CarouselImage {
  image: ResponsiveImage;
  alt: string;
}

export interface ImageCarouselProps {
  images: CarouselImage[];
  /** Milliseconds each slide stays before the next (product.md: 5000 on the guide). */
  autoSlideInterval?: number | undefined;
  labels: CarouselLabels;
}

/** How far a finger must travel across the slides to turn them. */
const SWIPE_PX = 40;

/**
 * Slides that turn by themselves (WAI-ARIA APG carousel): previous/next wrap, dots jump, a
 * pause control, and no turning while hovered, focused, paused or under reduced motion. Before
 * it runs the slides are a row to swipe or scroll, with no control offered.
 */
export function ImageCarousel({ images, autoSlideInterval = 4000, labels }: ImageCarouselProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const [state, dispatch] = useReducer(carouselReducer, images.length, initialCarouselState);
  const imageRefs = useRef<(HTMLImageElement | null)[]>([]);
  const swipeFrom = useRef<number | null>(null);
  const rotating = hydrated && isRotating(state, reducedMotion);
  const shown = shownIndexes(images.length, state.failed);
  const position = shown.indexOf(state.current);
  // The slides either side of the current one load now, so a turn never shows an empty frame.
  const near = [
    stepIndex(state.current, images.length, -1, state.failed),
    stepIndex(state.current, images.length, 1, state.failed),
  ];

  const fail = (index: number) => {
    console.error('Image failed to load:', images[index]?.image.src);
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

  // Only a mouse hovers: a tap on a phone would otherwise hold the slides until the next tap.
  const hover = (event: PointerEvent<HTMLElement>, on: boolean) => {
    if (event.pointerType === 'mouse') dispatch({ type: 'hover', on });
  };
  const swipe = (x: number) => {
    const from = swipeFrom.current;
    swipeFrom.current = null;
    if (from === null || Math.abs(x - from) < SWIPE_PX) return;
    dispatch({ type: x < from ? 'next' : 'previous' });
  };

  // Focus on the pause control itself must not hold the rotation it just resumed (APG).
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    dispatch({ type: 'focus', on: !event.target.closest('[data-rotation-control]') });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', on: false });
  };

  const first = images[0]?.image;
  return (
    <section
      aria-roledescription="carousel"
      aria-label={labels.carousel}
      onFocus={onFocus}
      onBlur={onBlur}
      className="rounded-card border border-line bg-ink-900/80 p-2 shadow-card sm:p-3"
    >
      <div
        onPointerEnter={(event) => hover(event, true)}
        onPointerLeave={(event) => hover(event, false)}
        onPointerDown={(event) => {
          swipeFrom.current = event.clientX;
        }}
        onPointerUp={(event) => swipe(event.clientX)}
        className="relative touch-pan-y overflow-hidden rounded-[calc(var(--radius-card)-0.375rem)] bg-ink-950"
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
          {images.map(({ image, alt }, index) =>
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
                <ResponsivePicture
                  ref={(element) => {
                    imageRefs.current[index] = element;
                  }}
                  image={image}
                  alt={alt}
                  loading={
                    hydrated && (index === state.current || near.includes(index)) ? 'eager' : 'lazy'
                  }
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
      {/* In the HTML from the start, so nothing grows when the carousel starts; without script
          (or when its code fails) the row scrolls by itself and offers none. */}
      {shown.length > 1 ? (
        <CarouselControls
          shown={shown}
          current={state.current}
          paused={state.paused}
          rotationControl={!reducedMotion}
          labels={labels}
          onTogglePause={() => dispatch({ type: 'togglePause' })}
          onGoTo={(index) => dispatch({ type: 'goTo', index })}
          onPrevious={() => dispatch({ type: 'previous' })}
          onNext={() => dispatch({ type: 'next' })}
        />
      ) : null}
    </section>
  );
}
