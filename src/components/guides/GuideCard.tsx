import { ArrowRight, Clock } from 'lucide-react';

export interface GuideCardProps {
  href: string;
  eyebrow: string;
  title: string;
  description: string;
  readingTime: string;
  /** The link's words: 'Read the guide'. */
  readLabel: string;
}

/** A live guide on /guides: the whole card is one link, named by the guide's title. */
export function GuideCard({
  href,
  eyebrow,
  title,
  description,
  readingTime,
  readLabel,
}: GuideCardProps) {
  return (
    <article className="group relative flex h-full flex-col rounded-card border border-line bg-ink-900/70 p-6 shadow-card transition-colors duration-200 focus-within:border-violet-400/50 hover:border-violet-400/40 md:p-8">
      <p className="text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">{eyebrow}</p>
      <h2 className="mt-3 font-display text-2xl leading-tight font-bold text-paper">
        <a
          href={href}
          className="after:absolute after:inset-0 after:rounded-card focus-visible:outline-none focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-mint-300 focus-visible:after:outline-solid"
        >
          {title}
        </a>
      </h2>
      <p className="mt-4 flex-1 leading-relaxed text-muted">{description}</p>
      <div className="mt-6 flex items-center justify-between gap-4 text-sm">
        <span className="inline-flex items-center gap-2 text-subtle">
          <Clock aria-hidden="true" className="size-4" />
          {readingTime}
        </span>
        <span
          aria-hidden="true"
          className="inline-flex items-center gap-1.5 font-semibold text-violet-300 group-hover:text-mint-300"
        >
          {readLabel}
          <ArrowRight className="size-4 transition-transform group-hover:translate-x-0.5" />
        </span>
      </div>
    </article>
  );
}
