import { Rocket } from 'lucide-react';
import type { HeroNoticeSection } from './heroNotice';

export interface HeroNoticeProps {
  value: HeroNoticeSection;
  /** The section's id on its page. */
  id: string;
}

/** The headline ('Undeniable Resources') and the honest note ('We're Just Getting Started'). */
export function Section({ id, value }: HeroNoticeProps) {
  const { hero, notice } = value;
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="relative isolate overflow-hidden pt-32 pb-14 md:pt-44 md:pb-20"
    >
      <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
        <div className="absolute inset-0 bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,rgb(124_58_237/0.32),transparent_70%)]" />
        <div className="absolute inset-0 bg-[linear-gradient(rgb(255_255_255/0.035)_1px,transparent_1px),linear-gradient(90deg,rgb(255_255_255/0.035)_1px,transparent_1px)] bg-[size:56px_56px] [mask-image:radial-gradient(ellipse_60%_55%_at_50%_30%,black,transparent)]" />
      </div>
      <div className="container-page flex flex-col items-center text-center">
        <p className="inline-flex items-center gap-2 rounded-pill border border-line bg-white/5 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
          {hero.eyebrow}
        </p>
        <h1 id={`${id}-heading`} className="mt-6 font-display text-display font-bold">
          {hero.headlineLead} <span className="text-gradient">{hero.headlineEmphasis}</span>
        </h1>
        <p className="mt-6 max-w-2xl text-lead text-muted">{hero.lead}</p>
        <aside
          aria-labelledby={`${id}-notice`}
          className="mt-10 flex w-full max-w-2xl items-start gap-4 rounded-card border border-mint-400/25 bg-mint-400/[0.06] p-5 text-left md:p-6"
        >
          <span className="grid size-10 shrink-0 place-items-center rounded-xl bg-mint-400/15 text-mint-300">
            <Rocket aria-hidden="true" className="size-5" />
          </span>
          <div>
            <h2 id={`${id}-notice`} className="font-display text-lg font-semibold text-paper">
              {notice.title}
            </h2>
            <p className="mt-1 leading-relaxed text-muted">{notice.text}</p>
          </div>
        </aside>
      </div>
    </section>
  );
}
