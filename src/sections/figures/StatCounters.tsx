import type { Statistic } from '../../schemas/shapes';
import { formatFigure } from './countUp';

export interface StatCountersProps {
  stats: Statistic[];
}

/**
 * The four headline figures, in the HTML at their final values: what a visitor without script,
 * under reduced motion or whose script failed reads. HomeScripts.astro counts each one up
 * once when the grid first comes into view (src/sections/figures/statCounters.ts), with no framework: the
 * list is marked `data-count-up` and each moving number `data-count-to`.
 */
/** Columns by how many figures there are, so no cell of the grid stands empty. */
const columns: Record<number, string> = {
  1: 'grid-cols-1',
  2: 'grid-cols-2',
  3: 'grid-cols-1 sm:grid-cols-3',
};

export function StatCounters({ stats }: StatCountersProps) {
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
        data-count-up
        className={`grid ${columns[stats.length] ?? 'grid-cols-2 lg:grid-cols-4'} gap-px overflow-hidden rounded-card border border-line bg-line shadow-card`}
      >
        {stats.map(({ value, suffix, label }) => (
          <li key={label} className="flex flex-col gap-3 bg-ink-900 px-5 py-7 sm:px-8 sm:py-10">
            {/* Tabular figures: every digit one width, so the count does not jitter as it runs. */}
            <p className="font-display text-[2rem] leading-none font-bold tracking-tight text-paper tabular-nums sm:text-5xl">
              {/* Screen readers get the final figure once, never the frames of the count. */}
              <span aria-hidden="true">
                {/* The final figure, unseen (a ::before, out of the text), holds the number's
                    width; the counting number sits over it, to its right edge, so neither it
                    nor the suffix moves while it counts: no layout shift. */}
                <span
                  data-final={formatFigure(value)}
                  className="relative inline-block before:invisible before:content-[attr(data-final)]"
                >
                  <span
                    data-count-to={value}
                    className="absolute inset-0 text-right whitespace-nowrap"
                  >
                    {formatFigure(value)}
                  </span>
                </span>
                <span className="text-violet-300">{suffix}</span>
              </span>
              <span className="sr-only">{`${formatFigure(value)}${suffix}`}</span>
            </p>
            <p className="text-sm font-medium text-muted sm:text-base">{label}</p>
          </li>
        ))}
      </ul>
    </div>
  );
}
