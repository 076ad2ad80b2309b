import { useId } from 'react';

export interface ResearchDiagramProps {
  /** The diagram's accessible name. */
  title: string;
  /** What the picture shows, in one sentence, for screen readers. */
  description: string;
  /** The research sources on the left (four fit best). */
  inputs: string[];
  /** What they flow into, on the right. */
  output: string;
}

const hub = { x: 262, y: 76, r: 22 };
// Literal classes so Tailwind sees them; each input's glow starts a beat after the last.
const delays = [
  '[animation-delay:0ms]',
  '[animation-delay:500ms]',
  '[animation-delay:1000ms]',
  '[animation-delay:1500ms]',
];
const dots = ['fill-violet-300', 'fill-mint-300'];

/** Research inputs flowing into one insight: the RESEARCH card's picture, loaded lazily. */
export function ResearchDiagram({ title, description, inputs, output }: ResearchDiagramProps) {
  const id = useId();
  const step = 180 / Math.max(inputs.length, 1);
  return (
    <svg
      viewBox="0 0 320 180"
      role="img"
      aria-labelledby={`${id}-title`}
      aria-describedby={`${id}-desc`}
      className="h-full w-full overflow-visible"
    >
      <title id={`${id}-title`}>{title}</title>
      <desc id={`${id}-desc`}>{description}</desc>
      <defs>
        <linearGradient id={`${id}-flow`} x1="0" x2="1" y1="0" y2="0">
          <stop offset="0" className="[stop-color:var(--color-violet-400)]" />
          <stop offset="1" className="[stop-color:var(--color-mint-300)]" />
        </linearGradient>
        <radialGradient id={`${id}-hub`} cx="0.35" cy="0.3" r="0.9">
          <stop offset="0" className="[stop-color:var(--color-violet-400)]" />
          <stop offset="1" className="[stop-color:var(--color-violet-700)]" />
        </radialGradient>
      </defs>
      {inputs.map((label, index) => {
        const y = step * (index + 0.5);
        const path = `M128 ${y} C 190 ${y} 196 ${hub.y} ${hub.x - hub.r - 4} ${hub.y}`;
        return (
          <g key={label}>
            <path d={path} fill="none" strokeWidth="1" className="stroke-line-strong" />
            <path
              d={path}
              fill="none"
              strokeWidth="1.75"
              strokeLinecap="round"
              stroke={`url(#${id}-flow)`}
              className={`looping opacity-80 motion-safe:animate-pulse ${delays[index % delays.length]}`}
            />
            <rect
              x="4"
              y={y - 14}
              width="124"
              height="28"
              rx="14"
              className="fill-ink-800 stroke-line-strong"
            />
            <circle cx="20" cy={y} r="3.5" className={dots[index % dots.length]} />
            <text x="31" y={y + 4} className="fill-paper text-[12px] font-medium">
              {label}
            </text>
          </g>
        );
      })}
      <circle
        cx={hub.x}
        cy={hub.y}
        r={hub.r}
        className="looping fill-violet-500 opacity-30 [transform-box:fill-box] origin-center motion-safe:animate-ping motion-safe:[animation-duration:2.4s]"
      />
      <g className="looping [transform-box:fill-box] origin-center motion-safe:animate-spin motion-safe:[animation-duration:14s]">
        {/* Invisible bounds so the group spins about the hub's centre, not the dot's offset. */}
        <circle cx={hub.x} cy={hub.y} r={hub.r + 15} fill="none" />
        <circle
          cx={hub.x}
          cy={hub.y}
          r={hub.r + 12}
          fill="none"
          strokeDasharray="2 5"
          className="stroke-violet-300/50"
        />
        <circle cx={hub.x} cy={hub.y - hub.r - 12} r="3" className="fill-mint-300" />
      </g>
      <circle
        cx={hub.x}
        cy={hub.y}
        r={hub.r}
        fill={`url(#${id}-hub)`}
        className="stroke-violet-300/60"
      />
      <path
        d={`M${hub.x} ${hub.y - 11} C ${hub.x + 1.5} ${hub.y - 3} ${hub.x + 3} ${hub.y - 1.5} ${hub.x + 11} ${hub.y} C ${hub.x + 3} ${hub.y + 1.5} ${hub.x + 1.5} ${hub.y + 3} ${hub.x} ${hub.y + 11} C ${hub.x - 1.5} ${hub.y + 3} ${hub.x - 3} ${hub.y + 1.5} ${hub.x - 11} ${hub.y} C ${hub.x - 3} ${hub.y - 1.5} ${hub.x - 1.5} ${hub.y - 3} ${hub.x} ${hub.y - 11} Z`}
        className="fill-white"
      />
      <text
        x={hub.x}
        y={hub.y + hub.r + 34}
        textAnchor="middle"
        className="fill-mint-300 text-[12px] font-semibold tracking-wide"
      >
        {output}
      </text>
    </svg>
  );
}
