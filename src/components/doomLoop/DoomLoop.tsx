import { RefreshCw } from 'lucide-react';
import {
  type CSSProperties,
  useCallback,
  useEffect,
  useId,
  useLayoutEffect,
  useRef,
  useState,
} from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import type { GuideData } from '../../schemas/guide';
import { placeTooltip } from './tooltipPlacement';

export type DoomLoopProps = NonNullable<GuideData['doomLoop']>;

/** Where the three circles sit: top, bottom right, bottom left, so the loop reads clockwise. */
const spots = ['left-1/2 top-0 -translate-x-1/2', 'right-0 bottom-0', 'left-0 bottom-0'] as const;

interface OpenTip {
  index: number;
  style: CSSProperties;
  arrowLeft: number;
}

/**
 * The spam 'doom loop': three circles that feed each other. Hovering or focusing a circle shows
 * its tooltip under it, 300 px wide and kept 20 px inside the viewport (src/components/doomLoop/tooltipPlacement);
 * leaving, blurring or Escape hides it. Before the island runs, CSS shows the same tooltips on
 * hover and focus, unplaced, so no word waits for JavaScript.
 */
export function DoomLoop({ caption, hint, circles }: DoomLoopProps) {
  const hydrated = useHydrated();
  const baseId = useId();
  const [open, setOpen] = useState<OpenTip | null>(null);
  const anchors = useRef<(HTMLButtonElement | null)[]>([]);

  const show = useCallback((index: number) => {
    const anchor = anchors.current[index];
    const frame = anchor?.parentElement;
    if (!anchor || !frame) return;
    const box = anchor.getBoundingClientRect();
    const origin = frame.getBoundingClientRect();
    const placement = placeTooltip(box, document.documentElement.clientWidth);
    setOpen({
      index,
      arrowLeft: placement.arrowLeft,
      style: {
        left: placement.left - origin.left,
        top: placement.top - origin.top,
        width: placement.width,
      },
    });
  }, []);
  const hide = useCallback(
    (index: number) => setOpen((current) => (current?.index === index ? null : current)),
    [],
  );

  // The CSS tooltips hand over to these: a pointer or focus already on a circle keeps its words.
  // Before the browser paints again: in an effect, the frame between the switch to 'live' (which
  // ends the CSS tooltip) and this showed no tooltip under the pointer.
  useLayoutEffect(() => {
    if (!hydrated) return;
    const index = anchors.current.findIndex((anchor) => anchor?.matches(':hover, :focus'));
    if (index >= 0) show(index);
  }, [hydrated, show]);

  useEffect(() => {
    if (!open) return;
    const onKey = (event: KeyboardEvent) => {
      if (event.key === 'Escape') setOpen(null);
    };
    const onResize = () => show(open.index);
    document.addEventListener('keydown', onKey);
    window.addEventListener('resize', onResize);
    return () => {
      document.removeEventListener('keydown', onKey);
      window.removeEventListener('resize', onResize);
    };
  }, [open, show]);

  return (
    <figure className="my-12" data-doom-loop={hydrated ? 'live' : 'static'}>
      <div className="relative mx-auto aspect-[10/9] w-full max-w-[25rem]">
        <svg
          aria-hidden="true"
          viewBox="0 0 100 90"
          className="absolute inset-0 size-full text-violet-400/60"
          fill="none"
        >
          <defs>
            <marker
              id={`${baseId}arrow`}
              viewBox="0 0 10 10"
              refX="7"
              refY="5"
              markerWidth="5"
              markerHeight="5"
              orient="auto-start-reverse"
            >
              <path d="M0 0 10 5 0 10z" fill="currentColor" />
            </marker>
          </defs>
          <g
            stroke="currentColor"
            strokeWidth="0.9"
            strokeDasharray="2.5 2"
            markerEnd={`url(#${baseId}arrow)`}
          >
            <path d="M63 18 Q84 30 84 52" />
            <path d="M66 80 Q50 88 34 80" />
            <path d="M16 52 Q16 30 37 18" />
          </g>
        </svg>
        <RefreshCw
          aria-hidden="true"
          className="absolute top-[56%] left-1/2 size-7 -translate-x-1/2 -translate-y-1/2 text-coral-300/80"
        />
        {circles.map((circle, index) => {
          const tipId = `${baseId}tip${index}`;
          const isOpen = open?.index === index;
          return (
            // biome-ignore lint/a11y/noStaticElementInteractions: hover spans the circle and its tooltip, so the pointer can move onto the words (WCAG 1.4.13); the button carries the keyboard path
            <div
              key={circle.label}
              // Raised while its tooltip shows, over the circles drawn after it.
              className={`absolute ${spots[index]} ${isOpen ? 'z-30' : 'hover:z-30 focus-within:z-30'}`}
              onMouseEnter={hydrated ? () => show(index) : undefined}
              onMouseLeave={hydrated ? () => hide(index) : undefined}
            >
              <button
                ref={(element) => {
                  anchors.current[index] = element;
                }}
                type="button"
                aria-describedby={tipId}
                data-tooltip-anchor=""
                onFocus={hydrated ? () => show(index) : undefined}
                onBlur={hydrated ? () => hide(index) : undefined}
                onClick={hydrated ? () => (isOpen ? hide(index) : show(index)) : undefined}
                className="grid size-28 cursor-help place-items-center rounded-full border border-violet-400/40 bg-[radial-gradient(circle_at_30%_25%,rgb(139_92_246/0.35),rgb(14_20_51/0.95)_70%)] p-3 text-center shadow-glow transition-[border-color,transform] duration-200 hover:border-mint-300/70 focus-visible:border-mint-300/70 sm:size-32 motion-safe:hover:scale-[1.03]"
              >
                <span className="flex flex-col items-center gap-1">
                  <span
                    aria-hidden="true"
                    className="font-display text-xs font-semibold text-mint-300"
                  >
                    {index + 1}
                  </span>
                  <span className="font-display text-sm leading-tight font-semibold text-paper sm:text-[0.95rem]">
                    {circle.label}
                  </span>
                </span>
              </button>
              <div
                role="tooltip"
                id={tipId}
                data-state={isOpen ? 'open' : 'closed'}
                style={isOpen ? open.style : undefined}
                className="absolute top-[calc(100%+12px)] hidden left-1/2 z-30 w-[300px] max-w-[calc(100vw-40px)] -translate-x-1/2 rounded-xl border border-line-strong bg-ink-800 p-4 text-left text-sm leading-relaxed text-paper shadow-card before:absolute before:inset-x-0 before:-top-3 before:h-3 data-[state=open]:block data-[state=open]:translate-x-0 motion-safe:transition-opacity motion-safe:starting:opacity-0"
              >
                {isOpen ? (
                  <span
                    aria-hidden="true"
                    style={{ left: open.arrowLeft }}
                    className="absolute -top-1.5 size-3 -translate-x-1/2 rotate-45 border-t border-l border-line-strong bg-ink-800"
                  />
                ) : null}
                {circle.detail}
              </div>
            </div>
          );
        })}
      </div>
      <figcaption className="mx-auto mt-8 max-w-[60ch] text-center text-sm leading-relaxed text-muted">
        {caption} <span className="text-subtle">{hint}</span>
      </figcaption>
    </figure>
  );
}
