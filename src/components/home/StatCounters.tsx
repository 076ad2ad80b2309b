import { useCountUp } from '../../hooks/useCountUp';
import { useInView } from '../../hooks/useInView';
import { roundLike } from '../../lib/easing';
import type { Statistic } from '../../schemas/shapes';

export interface StatCountersProps {
  stats: Statistic[];
  /** How long the count takes; SPEC: 2000 ms. */
  durationMs?: number;
}

/** Share of the grid that must be on screen before counting starts (SPEC: 0.05 to 0.2). */
const IN_VIEW_THRESHOLD = 0.15;
/** One eased clock, in steps of 1/10000, drives every figure so all four land together. */
const PROGRESS_STEPS = 10_000;
const numberFormat = new Intl.NumberFormat('en-US', { maximumFractionDigits: 2 });

/** The four headline figures, counting up once when the grid first comes into view. */
export function StatCounters({ stats, durationMs = 2000 }: StatCountersProps) {
  const [ref, inView] = useInView<HTMLUListElement>(IN_VIEW_THRESHOLD);
  const progress = useCountUp(PROGRESS_STEPS, inView, durationMs) / PROGRESS_STEPS;
  return (
    <div className="relative isolate">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute -inset-x-8 -inset-y-10 -z-10 bg-[radial-gradient(60%_70%_at_50%_50%,rgb(139_92_246/0.18),transparent_70%)]"
      />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-12 top-0 z-10 h-px bg-gradient-to-r from-transparent via-violet-400/70 to-transparent"
      />
      <ul
        ref={ref}
        className="grid grid-cols-2 gap-px overflow-hidden rounded-card border border-line bg-line shadow-card lg:grid-cols-4"
      >
        {stats.map(({ value, suffix, label }) => (
          <li key={label} className="flex flex-col gap-3 bg-ink-900 px-5 py-7 sm:px-8 sm:py-10">
            <p className="font-display text-[2rem] leading-none font-bold tracking-tight text-paper tabular-nums sm:text-5xl">
              {/* Screen readers get the final figure once, never the frames of the count. */}
              <span aria-hidden="true">
                {numberFormat.format(roundLike(value * progress, value))}
                <span className="text-violet-300">{suffix}</span>
              </span>
              <span className="sr-only">{`${numberFormat.format(value)}${suffix}`}</span>
            </p>
            <p className="text-sm font-medium text-muted sm:text-base">{label}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
