import { ArrowRight, CalendarCheck } from 'lucide-react';
import type { ResourcesPage } from '../../schemas/resources';
import { ButtonLink } from '../ui/ButtonLink';

export type ResourcesCtaProps = ResourcesPage['cta'];

/** The page's last word: 'Book Your Strategy Call', to the strategy call page on this site. */
export function ResourcesCta(props: ResourcesCtaProps) {
  return (
    <section aria-labelledby="resources-cta-heading" className="container-page pt-8 pb-24 md:pb-32">
      <div className="relative isolate overflow-hidden rounded-[2rem] border border-violet-400/25 bg-ink-900 px-6 py-16 text-center shadow-glow sm:px-12 md:py-20">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_70%_60%_at_50%_0%,rgb(124_58_237/0.38),transparent_70%)]" />
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_40%_at_50%_110%,rgb(52_199_143/0.16),transparent_70%)]" />
          <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-violet-300/60 to-transparent" />
        </div>
        <p className="text-xs font-semibold tracking-[0.18em] text-mint-300 uppercase">
          {props.eyebrow}
        </p>
        <h2
          id="resources-cta-heading"
          className="mx-auto mt-4 max-w-3xl font-display text-heading font-bold text-paper"
        >
          {props.title}
        </h2>
        <p className="mx-auto mt-5 max-w-2xl text-lead text-muted">{props.text}</p>
        <div className="mt-10 flex flex-col items-center gap-4">
          <ButtonLink href={props.href} booking size="lg" className="group/cta">
            {props.label}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-hover/cta:translate-x-1 motion-reduce:transition-none"
            />
          </ButtonLink>
          <p className="inline-flex items-center gap-2 text-sm font-medium text-muted">
            <CalendarCheck aria-hidden="true" className="size-4 text-mint-400" />
            {props.note}
          </p>
        </div>
      </div>
    </section>
  );
}
