/**
 * The image carousel's state, free of the DOM. Slides are the images in order; an image that
 * fails to load leaves the rotation, so every step skips it. Positions ('Slide 2 of 4') count
 * only the slides still shown.
 */

export interface CarouselState {
  /** The index, among all images, of the slide on view. */
  current: number;
  count: number;
  /** Indexes of the images that failed to load, in the order they failed. */
  failed: readonly number[];
  /** The visitor pressed pause; only they can resume it. */
  paused: boolean;
  /** A pointer rests on the carousel. */
  hovered: boolean;
  /** Keyboard focus is inside the carousel. */
  focused: boolean;
}

export type CarouselAction =
  | { type: 'next' }
  | { type: 'previous' }
  | { type: 'goTo'; index: number }
  | { type: 'fail'; index: number }
  | { type: 'togglePause' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean };

export function initialCarouselState(count: number): CarouselState {
  return { current: 0, count, failed: [], paused: false, hovered: false, focused: false };
}

/** The index `by` slides away (1 next, -1 previous), wrapping and skipping failed images. */
export function stepIndex(
  current: number,
  count: number,
  by: 1 | -1,
  failed: readonly number[] = [],
): number {
  for (let step = 1; step < count; step++) {
    const index = (((current + by * step) % count) + count) % count;
    if (!failed.includes(index)) return index;
  }
  return current;
}

/** The indexes of the images still shown, in order. */
export function shownIndexes(count: number, failed: readonly number[]): number[] {
  return Array.from({ length: count }, (_, index) => index).filter((i) => !failed.includes(i));
}

/** True while the carousel turns by itself: nothing pauses it and there is more than one slide. */
export function isRotating(state: CarouselState, reducedMotion: boolean): boolean {
  const { paused, hovered, focused, count, failed } = state;
  return (
    !reducedMotion && !paused && !hovered && !focused && shownIndexes(count, failed).length > 1
  );
}

export function carouselReducer(state: CarouselState, action: CarouselAction): CarouselState {
  const { current, count, failed } = state;
  switch (action.type) {
    case 'next':
      return { ...state, current: stepIndex(current, count, 1, failed) };
    case 'previous':
      return { ...state, current: stepIndex(current, count, -1, failed) };
    case 'goTo': {
      const { index } = action;
      const valid = Number.isInteger(index) && index >= 0 && index < count;
      return valid && !failed.includes(index) ? { ...state, current: index } : state;
    }
    case 'fail': {
      if (failed.includes(action.index)) return state;
      const nowFailed = [...failed, action.index];
      const moved = action.index === current ? stepIndex(current, count, 1, nowFailed) : current;
      return { ...state, failed: nowFailed, current: moved };
    }
    case 'togglePause':
      return { ...state, paused: !state.paused };
    case 'hover':
      return { ...state, hovered: action.on };
    case 'focus':
      return { ...state, focused: action.on };
  }
}
