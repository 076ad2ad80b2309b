import { ArrowRight, Hourglass } from 'lucide-react';
import type { GuidesPage } from '../../schemas/guidesPage';
import { BookCallButton, type BookingLink } from '../site/BookCallButton';
import { GuideCard, type GuideCardProps } from './GuideCard';

export type GuidesIndexProps = Pick<GuidesPage, 'hero' | 'upcoming' | 'cta'> & {
  guides: Omit<GuideCardProps, 'readLabel'>[];
  readLabel: string;
  booking: BookingLink;
};

/** /guides: the live guides as cards, what is being written, and the call to action. */
export function GuidesIndex({ hero, upcoming, cta, guides, readLabel, booking }: GuidesIndexProps) {
  return (
    <div className="container-page pb-24">
      <p className="mt-8 inline-flex items-center gap-2 rounded-pill border border-line bg-white/5 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
        {hero.eyebrow}
      </p>
      <h1 className="mt-5 max-w-4xl font-display text-guides-title leading-[1.05] font-bold tracking-[-0.03em]">
        {hero.title}
      </h1>
      {hero.lead ? <p className="mt-5 max-w-[65ch] text-lead text-muted">{hero.lead}</p> : null}
      <ul className="mt-12 grid gap-6 md:grid-cols-2">
        {guides.map((guide) => (
          <li key={guide.href}>
            <GuideCard {...guide} readLabel={readLabel} />
          </li>
        ))}
      </ul>
      <section aria-labelledby="upcoming-heading" className="mt-16">
        <h2
          id="upcoming-heading"
          className="font-sans text-xs font-semibold tracking-[0.18em] text-subtle uppercase"
        >
          {upcoming.title}
        </h2>
        <ul className="mt-4 grid gap-3 sm:grid-cols-2">
          {upcoming.items.map((item) => (
            <li key={item.href}>
              <a
                href={item.href}
                className="group flex items-center justify-between gap-4 rounded-card border border-dashed border-line-strong px-5 py-4 text-muted transition-colors hover:border-violet-400/50 hover:text-paper"
              >
                <span className="flex flex-col gap-1">
                  <span className="inline-flex items-center gap-1.5 text-xs font-semibold tracking-[0.14em] text-subtle uppercase">
                    <Hourglass aria-hidden="true" className="size-3.5" />
                    {upcoming.label}
                  </span>
                  <span className="font-display font-semibold text-paper">{item.title}</span>
                </span>
                <ArrowRight aria-hidden="true" className="size-4 shrink-0 text-violet-300" />
              </a>
            </li>
          ))}
        </ul>
      </section>
      <section
        aria-labelledby="guides-cta-heading"
        className="mt-16 rounded-[1.75rem] border border-violet-400/25 bg-ink-900 p-8 text-center shadow-glow md:p-12"
      >
        <h2
          id="guides-cta-heading"
          className="font-display text-2xl font-bold text-paper md:text-3xl"
        >
          {cta.title}
        </h2>
        <p className="mx-auto mt-3 max-w-xl text-muted">{cta.text}</p>
        <BookCallButton booking={booking} label={cta.buttonLabel} size="lg" className="mt-7" />
      </section>
    </div>
  );
}
