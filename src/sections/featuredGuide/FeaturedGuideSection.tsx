import { ArrowRight, Check, Star } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import type { FeaturedGuideSection } from './featuredGuide';

export interface FeaturedGuideProps {
  value: FeaturedGuideSection;
  /** The section's id on its page. */
  id: string;
}
type GuideFigure = FeaturedGuideSection['figures'][number];

function Figure({ label, value, detail, accent }: GuideFigure & { accent: 'violet' | 'mint' }) {
  const violet = accent === 'violet';
  return (
    <div
      className={`rounded-2xl border bg-ink-950/80 p-4 shadow-card sm:p-5 ${violet ? 'border-violet-400/40' : 'border-mint-400/40'}`}
    >
      <p className="text-xs font-semibold text-muted">{label}</p>
      <p
        className={`mt-2 font-display text-[1.625rem] leading-none font-bold sm:text-4xl ${violet ? 'text-violet-300' : 'text-mint-300'}`}
      >
        {value}
      </p>
      <p className="mt-2 text-xs leading-snug text-subtle">{detail}</p>
    </div>
  );
}

/** The 'Featured Guide' card: the one live guide, its tags, what it holds and its two key figures. */
export function Section({ id, value: props }: FeaturedGuideProps) {
  const [first, second] = props.figures as [GuideFigure, GuideFigure];
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page py-10 md:py-16">
      <article className="relative isolate grid overflow-hidden rounded-[2rem] border border-line-strong bg-ink-900 shadow-card lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)]">
        <div
          aria-hidden="true"
          className="relative flex min-h-64 items-center justify-center overflow-hidden bg-ink-800 p-8"
        >
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_80%_70%_at_30%_20%,rgb(124_58_237/0.45),transparent_70%),radial-gradient(ellipse_60%_60%_at_90%_100%,rgb(52_199_143/0.25),transparent_70%)]" />
          <div className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.04)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.04)_1px,transparent_1px)] bg-[size:32px_32px]" />
          <div className="relative grid w-full max-w-md grid-cols-[minmax(0,1fr)_auto_minmax(0,1fr)] items-stretch gap-2 sm:gap-3">
            <Figure {...first} accent="violet" />
            <span className="grid size-10 place-items-center self-center rounded-full border border-line-strong bg-ink-900 font-display text-sm font-bold text-paper">
              {props.versus}
            </span>
            <Figure {...second} accent="mint" />
          </div>
        </div>
        <div className="flex flex-col p-6 sm:p-10">
          <p className="inline-flex items-center gap-2 self-start rounded-pill border border-violet-400/30 bg-violet-500/10 px-3 py-1 text-xs font-semibold tracking-[0.14em] text-violet-300 uppercase">
            <Star aria-hidden="true" className="size-3.5 fill-current" />
            {props.eyebrow}
          </p>
          <h2
            id={`${id}-heading`}
            className="mt-5 font-display text-[clamp(1.5rem,1.2rem+1.2vw,2.25rem)] leading-tight font-bold tracking-tight"
          >
            {props.title}
          </h2>
          <p className="mt-4 text-lead text-muted">{props.description}</p>
          <ul className="mt-5 flex flex-wrap gap-x-5 gap-y-2 text-sm text-paper">
            {props.includes.map((item) => (
              <li key={item} className="flex items-center gap-2">
                <Check aria-hidden="true" className="size-4 text-mint-400" />
                {item}
              </li>
            ))}
          </ul>
          <ul className="mt-6 flex flex-wrap gap-2">
            {props.tags.map((tag) => (
              <li
                key={tag}
                className="rounded-pill border border-line-strong bg-white/5 px-3 py-1 text-xs font-medium text-muted"
              >
                {tag}
              </li>
            ))}
          </ul>
          <ButtonLink href={props.href} size="lg" className="group/cta mt-8 self-start">
            {props.cta}
            <ArrowRight
              aria-hidden="true"
              className="size-4 transition-transform duration-200 group-hover/cta:translate-x-1 motion-reduce:transition-none"
            />
          </ButtonLink>
        </div>
      </article>
    </section>
  );
}
