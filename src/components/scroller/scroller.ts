/**
 * The landing-page mockup's state, free of the DOM: it steps one section at a time, stops at
 * the last (no wrap), and stops for hover, focus, the visitor's pause and reduced motion.
 */

export interface ScrollerState {
  /** The section on view, from 0. */
  current: number;
  count: number;
  /** The visitor pressed pause; only they can resume it. */
  paused: boolean;
  hovered: boolean;
  focused: boolean;
  /** Counts the moves the frame must scroll for; a visitor's own scrolling is not one. */
  scrolls: number;
}

export type ScrollerAction =
  /** The timer: one section on, never past the last. */
  | { type: 'advance' }
  /** The visitor scrolled the frame themselves to this section. */
  | { type: 'reached'; index: number }
  /** Back to the first section, turning again. */
  | { type: 'restart' }
  | { type: 'togglePause' }
  | { type: 'hover'; on: boolean }
  | { type: 'focus'; on: boolean };

export function initialScrollerState(count: number): ScrollerState {
  return { current: 0, count, paused: false, hovered: false, focused: false, scrolls: 0 };
}

/** True on the last section: nothing left to scroll to. */
export function atEnd(state: Pick<ScrollerState, 'current' | 'count'>): boolean {
  return state.current >= state.count - 1;
}

/** True while the frame scrolls by itself. */
export function isAutoScrolling(state: ScrollerState, reducedMotion: boolean): boolean {
  return !reducedMotion && !state.paused && !state.hovered && !state.focused && !atEnd(state);
}

/** How far through the page the frame is, 0 to 1: the first of four sections is 0.25. */
export function progressShare(current: number, count: number): number {
  return count > 0 ? Math.min(1, (current + 1) / count) : 0;
}

/**
 * The section a frame scrolled to `scrollTop` shows: the last whose top is at or above the middle
 * of the way to the next, or the last section once the frame cannot scroll further.
 */
export function sectionAt(scrollTop: number, tops: readonly number[], maxScroll: number): number {
  if (tops.length === 0) return 0;
  if (scrollTop >= maxScroll - 1) return tops.length - 1;
  let index = 0;
  for (let i = 1; i < tops.length; i++) {
    const previous = tops[i - 1] ?? 0;
    const top = tops[i] ?? 0;
    if (scrollTop >= (previous + top) / 2) index = i;
  }
  return index;
}

export function scrollerReducer(state: ScrollerState, action: ScrollerAction): ScrollerState {
  switch (action.type) {
    case 'advance':
      return atEnd(state)
        ? state
        : { ...state, current: state.current + 1, scrolls: state.scrolls + 1 };
    case 'reached': {
      const index = Math.min(state.count - 1, Math.max(0, Math.round(action.index)));
      return Number.isFinite(index) && index !== state.current
        ? { ...state, current: index }
        : state;
    }
    case 'restart':
      return { ...state, current: 0, paused: false, scrolls: state.scrolls + 1 };
    case 'togglePause':
      return { ...state, paused: !state.paused };
    case 'hover':
      return { ...state, hovered: action.on };
    case 'focus':
      return { ...state, focused: action.on };
  }
}
