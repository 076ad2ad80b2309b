import { Sparkles } from 'lucide-react';
import type { AccentColour, DiagramNode } from '../../schemas/shapes';
import type { DifferenceSection } from './difference';

export type AiHubDiagramProps = DifferenceSection['diagram'];

interface Palette {
  line: string;
  glow: string;
  dot: string;
  core: string;
}

const palettes: Record<AccentColour, Palette> = {
  violet: {
    line: 'stroke-violet-400',
    glow: 'bg-violet-300/30',
    core: 'bg-violet-300',
    dot: 'bg-violet-400',
  },
  mint: {
    line: 'stroke-mint-400',
    glow: 'bg-mint-300/30',
    core: 'bg-mint-300',
    dot: 'bg-mint-400',
  },
};

// Motion only for visitors who have not asked for less; otherwise the pulses rest before the
// line's start, clipped out of view, and the hub's glow holds still. Both move by transform and
// opacity alone, which the browser animates off the main thread: a stroke-dashoffset animation
// restyled and repainted the whole page every frame, even with the diagram off screen.
const motionCss = `
@keyframes ahd-travel { 0% { transform: translateX(-117%); } 65%, 100% { transform: translateX(950%); } }
@keyframes ahd-glow { 0%, 100% { opacity: 0.45; transform: scale(0.94); } 50% { opacity: 0.85; transform: scale(1.06); } }
@media (prefers-reduced-motion: no-preference) {
  .ahd-pulse { animation: ahd-travel 3.6s ease-in-out infinite both; }
  .ahd-halo { animation: ahd-glow 4.8s ease-in-out infinite; }
}`;

/** The hub's radius in the 0-100 box (its width is 32%). */
const hubRadius = 16;

const round = (value: number) => Math.round(value * 100) / 100;

/** From the hub's rim to the node, so a pulse is in view for the whole of its journey. */
function lineTo(node: DiagramNode): { x: number; y: number; length: number; angle: number } {
  const dx = node.x - 50;
  const dy = node.y - 50;
  const distance = Math.hypot(dx, dy) || 1;
  return {
    x: round(50 + (dx / distance) * hubRadius),
    y: round(50 + (dy / distance) * hubRadius),
    length: round(Math.max(distance - hubRadius, 0)),
    angle: round((Math.atan2(dy, dx) * 180) / Math.PI),
  };
}

/** The glow's thickness in the 0-100 box; the bright core is a third of it. */
const pulseThickness = 2.4;

/** A label may be as wide as twice its distance to the nearer side, so it never leaves the box. */
const maxWidthOf = (node: DiagramNode) => Math.min(2 * Math.min(node.x, 100 - node.x), 46);

/**
 * The AI growth system as a hub with satellites. Rings and lines are decorative SVG, the pulses
 * decorative spans; the hub and node labels are HTML text placed over them, so screen readers and
 * translators get real words.
 */
export function AiHubDiagram({ caption, hubLabel, nodesLabel, nodes }: AiHubDiagramProps) {
  const drawn = nodes.map((node, index) => ({ node, index, palette: palettes[node.colour] }));
  return (
    <figure className="mx-auto w-full max-w-md">
      <style>{motionCss}</style>
      <div className="relative aspect-square w-full">
        <svg
          viewBox="0 0 100 100"
          aria-hidden="true"
          focusable="false"
          className="absolute inset-0 size-full overflow-visible"
        >
          <circle
            cx="50"
            cy="50"
            r="39"
            fill="none"
            className="stroke-line-strong"
            strokeWidth="0.25"
            strokeDasharray="0.6 1.4"
          />
          <circle cx="50" cy="50" r="26" fill="none" className="stroke-line" strokeWidth="0.25" />
          {drawn.map(({ node, palette }) => {
            const line = lineTo(node);
            return (
              <line
                key={node.id}
                x1={line.x}
                y1={line.y}
                x2={node.x}
                y2={node.y}
                className={`${palette.line} opacity-50`}
                strokeWidth="0.4"
                strokeLinecap="round"
              />
            );
          })}
        </svg>
        {/* Each pulse is a short bar on a clipped strip laid along its line, moved by transform. */}
        <div aria-hidden="true">
          {drawn.map(({ node, index, palette }) => {
            const line = lineTo(node);
            return (
              <span
                key={node.id}
                className="absolute origin-left overflow-hidden"
                style={{
                  left: `${line.x}%`,
                  top: `${round(line.y - pulseThickness / 2)}%`,
                  width: `${line.length}%`,
                  height: `${pulseThickness}%`,
                  transform: `rotate(${line.angle}deg)`,
                }}
              >
                <span
                  className={`looping ahd-pulse absolute inset-y-0 left-0 flex w-[12%] items-center rounded-full ${palette.glow}`}
                  style={{ transform: 'translateX(-117%)', animationDelay: `${index * 0.6}s` }}
                >
                  <span className={`h-1/3 w-full rounded-full ${palette.core}`} />
                </span>
              </span>
            );
          })}
        </div>

        <div className="absolute top-1/2 left-1/2 size-[32%] -translate-x-1/2 -translate-y-1/2">
          <div
            aria-hidden="true"
            className="looping ahd-halo absolute -inset-[50%] text-violet-500/40 opacity-60 glow"
          />
          <div className="relative flex size-full flex-col items-center justify-center gap-1 rounded-full border border-violet-300/40 bg-[radial-gradient(circle_at_50%_30%,var(--color-violet-600),var(--color-violet-700)_55%,var(--color-ink-800))] text-center shadow-glow">
            <Sparkles aria-hidden="true" className="hidden size-5 text-mint-300 sm:block" />
            <p className="max-w-[80%] font-display text-[0.6875rem] leading-tight font-semibold text-paper sm:text-xs lg:text-sm">
              {hubLabel}
            </p>
          </div>
        </div>

        <ul aria-label={nodesLabel}>
          {drawn.map(({ node, palette }) => (
            <li
              key={node.id}
              style={{ left: `${node.x}%`, top: `${node.y}%`, maxWidth: `${maxWidthOf(node)}%` }}
              className="absolute w-max -translate-x-1/2 -translate-y-1/2 rounded-lg border border-line-strong bg-ink-800 px-2 py-1 text-center text-[0.6875rem] leading-tight font-semibold text-paper shadow-card sm:rounded-pill sm:px-3 sm:py-1.5 sm:text-xs lg:text-[0.8125rem]"
            >
              <span
                aria-hidden="true"
                className={`mr-1.5 hidden size-1.5 rounded-full align-middle sm:inline-block ${palette.dot}`}
              />
              {node.label}
            </li>
          ))}
        </ul>
      </div>
      <figcaption className="mt-5 text-center text-sm leading-relaxed text-muted">
        {caption}
      </figcaption>
    </figure>
  );
}
