import { CalendarDays, Clock } from 'lucide-react';
import type { ReactNode } from 'react';

/** A date as the visitor reads it and as machines do. */
export interface ShownDate {
  label: string;
  /** 'Mar 10, 2025'. */
  text: string;
  /** '2025-03-10'. */
  iso: string;
}

export interface GuideHeroProps {
  eyebrow: string;
  title: string;
  lead: string;
  dates: ShownDate[];
  /** '12 min read'. */
  readingTime: string;
  /** The breadcrumb trail, above the eyebrow. */
  children?: ReactNode;
}

/** The guide's opening: where it sits, its topic, the h1, the promise and when it was written. */
export function GuideHero({ eyebrow, title, lead, dates, readingTime, children }: GuideHeroProps) {
  return (
    <header className="relative isolate overflow-hidden border-b border-line pt-28 pb-12 md:pt-36 md:pb-16">
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_70%_at_15%_0%,rgb(124_58_237/0.30),transparent_70%)]" />
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_40%_50%_at_90%_10%,rgb(52_199_143/0.12),transparent_70%)]" />
      </div>
      <div className="container-page">
        {children}
        <p className="mt-8 inline-flex items-center gap-2 rounded-pill border border-line bg-white/5 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
          {eyebrow}
        </p>
        <h1 className="mt-5 max-w-4xl font-display text-guide-title leading-[1.08] font-bold tracking-[-0.03em]">
          {title}
        </h1>
        <p className="mt-6 max-w-[65ch] text-lead text-muted">{lead}</p>
        <ul className="mt-8 flex flex-wrap items-center gap-x-6 gap-y-2 text-sm text-muted">
          {dates.map((date) => (
            <li key={date.label} className="inline-flex items-center gap-2">
              <CalendarDays aria-hidden="true" className="size-4 text-violet-300" />
              <span>
                {date.label} <time dateTime={date.iso}>{date.text}</time>
              </span>
            </li>
          ))}
          <li className="inline-flex items-center gap-2">
            <Clock aria-hidden="true" className="size-4 text-violet-300" />
            {readingTime}
          </li>
        </ul>
      </div>
    </header>
  );
}
