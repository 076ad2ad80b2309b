import type { ReactNode } from 'react';
import { BookCallButton, type BookingLink } from '../../components/site/BookCallButton';
import type { HomeHeroSection } from './homeHero';

export type HeroProps = Omit<HomeHeroSection, 'anchor'> & {
  /** The section's id on its page. */
  id?: string;
  booking: BookingLink;
  /** The animated particle canvas (ParticleCanvas.astro), passed in by the page. */
  background?: ReactNode;
};

/** The first screen: the promise, the one call to action, and the particle network behind. */
export function Hero(props: HeroProps) {
  return (
    <section
      id={props.id}
      aria-labelledby="hero-heading"
      className="relative isolate overflow-hidden pt-32 pb-20 md:pt-44 md:pb-32"
    >
      <div className="container-page flex flex-col items-center text-center">
        <p className="inline-flex items-center gap-2 rounded-pill border border-violet-400/30 bg-violet-500/10 px-4 py-1.5 text-sm font-semibold text-violet-300">
          <span aria-hidden="true" className="icon-sparkles size-4 text-mint-300" />
          {props.badge}
        </p>
        <h1 id="hero-heading" className="mt-7 max-w-5xl font-display text-display font-bold">
          {props.headlineLead} <span className="block text-gradient">{props.headlineEmphasis}</span>
        </h1>
        <p className="mt-7 max-w-2xl text-lead text-muted">{props.subtext}</p>
        <div className="mt-10 flex flex-col items-center gap-4">
          <BookCallButton booking={props.booking} size="lg" />
          <p className="flex items-center gap-2 text-sm text-muted">
            <span className="relative flex size-2.5">
              <span className="looping absolute inline-flex size-full animate-ping rounded-full bg-mint-400 opacity-60 motion-reduce:animate-none" />
              <span className="relative inline-flex size-2.5 rounded-full bg-mint-400" />
            </span>
            <strong className="font-semibold text-paper">{props.availability}</strong>
            <span className="hidden sm:inline">· {props.availabilityNote}</span>
          </p>
        </div>
        <ul className="mt-14 flex flex-wrap justify-center gap-x-8 gap-y-3 text-sm text-muted">
          {props.proofPoints.map((point) => (
            <li key={point} className="flex items-center gap-2">
              <span aria-hidden="true" className="icon-check size-4 text-mint-400" />
              {point}
            </li>
          ))}
        </ul>
      </div>
      {/* After the words, though drawn behind them: a frame painted while the page is still
          arriving then has no bottom fade to move when the rest of the hero comes in. */}
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,rgb(124_58_237/0.32),transparent_70%)]" />
        <div className="absolute inset-x-0 bottom-0 h-40 bg-gradient-to-b from-transparent to-ink-950" />
      </div>
      <div className="absolute inset-0 -z-10">{props.background}</div>
    </section>
  );
}
