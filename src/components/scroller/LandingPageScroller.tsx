import { Lock, Pause, Play, RotateCcw } from 'lucide-react';
import { type FocusEvent, useEffect, useReducer, useRef } from 'react';
import { prefersReducedMotion } from '../../browser/reducedMotion';
import { useHydrated } from '../../hooks/useHydrated';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { fillTemplate } from '../../lib/template';
import type { LandingPageSection, ScrollerLabels } from '../../schemas/guideWidgets';
import { MockPageSection } from './MockPageSection';
import {
  atEnd,
  initialScrollerState,
  isAutoScrolling,
  progressShare,
  scrollerReducer,
  sectionAt,
} from './scroller';

export interface LandingPageScrollerProps {
  /** The mock landing page, top to bottom; each fills the frame. */
  sections: LandingPageSection[];
  /** Milliseconds on each section before the next (product.md: 12000 on the guide). */
  intervalMs?: number | undefined;
  labels: ScrollerLabels;
}

/** The longest a smooth scroll of one section takes, for browsers without 'scrollend'. */
const OWN_SCROLL_MS = 1500;

/**
 * A landing page in a browser frame that scrolls itself one section at a time, stopping at the
 * last, with a progress bar and 'Viewing section X of N'. It stops while hovered, while focus
 * is inside (except on its own control), when paused (WCAG 2.2.2) and under reduced motion; the
 * frame can always be scrolled by hand. Before it runs it is a plain scrollable frame.
 */
export function LandingPageScroller({
  sections,
  intervalMs = 10_000,
  labels,
}: LandingPageScrollerProps) {
  const hydrated = useHydrated();
  const reducedMotion = usePrefersReducedMotion();
  const frameRef = useRef<HTMLElement>(null);
  const sectionRefs = useRef<(HTMLElement | null)[]>([]);
  const ownScroll = useRef<number | undefined>(undefined);
  const [state, dispatch] = useReducer(scrollerReducer, sections.length, initialScrollerState);
  const auto = hydrated && isAutoScrolling(state, reducedMotion);
  const ended = atEnd(state);

  // biome-ignore lint/correctness/useExhaustiveDependencies: a full interval on every section
  useEffect(() => {
    if (!auto || prefersReducedMotion()) return;
    const timer = setTimeout(() => dispatch({ type: 'advance' }), intervalMs);
    return () => clearTimeout(timer);
  }, [auto, intervalMs, state.current]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: scroll only when the state asks to
  useEffect(() => {
    const frame = frameRef.current;
    const target = sectionRefs.current[state.current];
    if (state.scrolls === 0 || !frame || !target) return;
    const behavior = prefersReducedMotion() ? 'instant' : 'smooth';
    // Its own smooth scroll passes other sections on the way: only a visitor's scroll counts.
    // It ends with 'scrollend', or where that never comes, soon after.
    window.clearTimeout(ownScroll.current);
    ownScroll.current = window.setTimeout(settle, OWN_SCROLL_MS);
    frame.scrollTo({ top: target.offsetTop, behavior });
  }, [state.scrolls]);

  const settle = () => {
    window.clearTimeout(ownScroll.current);
    ownScroll.current = undefined;
  };

  const onScroll = () => {
    const frame = frameRef.current;
    if (!frame || ownScroll.current !== undefined) return;
    const tops = sectionRefs.current.map((section) => section?.offsetTop ?? 0);
    const index = sectionAt(frame.scrollTop, tops, frame.scrollHeight - frame.clientHeight);
    dispatch({ type: 'reached', index });
  };

  // Focus on the pause/replay control itself must not hold the scrolling it just resumed.
  const onFocus = (event: FocusEvent<HTMLElement>) =>
    dispatch({ type: 'focus', on: !event.target.closest('[data-rotation-control]') });
  const onBlur = (event: FocusEvent<HTMLElement>) => {
    if (!event.currentTarget.contains(event.relatedTarget)) dispatch({ type: 'focus', on: false });
  };

  const showControl = hydrated && (ended || !reducedMotion) && sections.length > 1;
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: focus anywhere inside holds the auto-scroll; nothing is clicked here
    <div onFocus={onFocus} onBlur={onBlur}>
      <div className="overflow-hidden rounded-card border border-line-strong bg-ink-900 shadow-glow">
        <div className="flex items-center gap-3 border-b border-line bg-ink-800/80 px-4 py-2.5">
          <span aria-hidden="true" className="flex gap-1.5">
            <span className="size-2.5 rounded-full bg-white/20" />
            <span className="size-2.5 rounded-full bg-white/20" />
            <span className="size-2.5 rounded-full bg-white/20" />
          </span>
          <span className="flex min-w-0 flex-1 items-center justify-center gap-1.5 rounded-pill bg-ink-950/70 px-3 py-1 text-xs text-muted">
            <Lock aria-hidden="true" className="size-3 shrink-0 text-mint-400" />
            <span className="truncate">{labels.address}</span>
          </span>
        </div>
        <section
          ref={frameRef}
          aria-label={labels.frame}
          // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling box must be reachable by keyboard (axe scrollable-region-focusable); focusing it holds the auto-scroll
          tabIndex={0}
          onScroll={onScroll}
          onScrollEnd={settle}
          // Only a mouse hovers: a tap on a phone would otherwise hold it until the next tap.
          onPointerEnter={(event) => {
            if (event.pointerType === 'mouse') dispatch({ type: 'hover', on: true });
          }}
          onPointerLeave={() => dispatch({ type: 'hover', on: false })}
          className="relative h-[21rem] overflow-y-auto overscroll-contain sm:h-[24rem]"
        >
          {sections.map((section, index) => (
            <MockPageSection
              key={section.heading}
              section={section}
              index={index}
              ref={(element) => {
                sectionRefs.current[index] = element;
              }}
            />
          ))}
        </section>
        <div className="flex min-h-15 items-center gap-4 border-t border-line bg-ink-800/60 px-4 py-2.5">
          <div className="min-w-0 flex-1">
            <p
              aria-live={auto ? 'off' : 'polite'}
              className="text-sm font-medium text-muted tabular-nums"
            >
              {fillTemplate(labels.progress, {
                current: state.current + 1,
                total: sections.length,
              })}
            </p>
            <div aria-hidden="true" className="mt-2 h-1.5 overflow-hidden rounded-full bg-white/10">
              <div
                className="h-full rounded-full bg-gradient-to-r from-violet-500 to-mint-400 transition-[width] duration-500 ease-out-soft motion-reduce:transition-none"
                style={{ width: `${progressShare(state.current, sections.length) * 100}%` }}
              />
            </div>
          </div>
          {showControl ? (
            <button
              type="button"
              data-rotation-control=""
              onClick={() => dispatch({ type: ended ? 'restart' : 'togglePause' })}
              aria-label={ended ? labels.replay : state.paused ? labels.play : labels.pause}
              className="grid size-10 shrink-0 cursor-pointer place-items-center rounded-full border border-line-strong bg-white/5 text-paper transition hover:border-violet-400 hover:bg-white/10"
            >
              {ended ? (
                <RotateCcw aria-hidden="true" className="size-4" />
              ) : state.paused ? (
                <Play aria-hidden="true" className="ml-0.5 size-4 fill-current" />
              ) : (
                <Pause aria-hidden="true" className="size-4 fill-current" />
              )}
            </button>
          ) : null}
        </div>
      </div>
    </div>
  );
}
