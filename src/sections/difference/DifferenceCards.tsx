import {
  BrainCircuit,
  Compass,
  Handshake,
  type LucideIcon,
  Target,
  TrendingUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionHeading } from '../../components/ui/SectionHeading';
import type { DifferenceIcon, DifferentiatorCard, SectionIntro } from '../../schemas/shapes';

export interface DifferenceCardsProps {
  /** The section's id on its page. */
  id?: string;
  intro: SectionIntro;
  /** The cards in order; the first one also shows the diagram. */
  cards: DifferentiatorCard[];
  /**
   * The picture in the first card's body, passed by the page through a named slot.
   */
  diagram?: ReactNode;
}

/** The icon for each name the content's `icon` field may use (the enum in src/schemas/shapes.ts). */
const icons: Record<DifferenceIcon, LucideIcon> = {
  BrainCircuit,
  Compass,
  Handshake,
  Target,
  TrendingUp,
};

/**
 * 'The Undeniable Difference': five cards as native `<details name>`, the first open on arrival,
 * at most one open. Every body is in the HTML; the browser opens and closes them, no script.
 */
export function DifferenceCards({
  id = 'difference',
  intro,
  cards,
  diagram,
}: DifferenceCardsProps) {
  return (
    <section id={id} aria-labelledby="difference-title" className="relative py-24 md:py-32">
      <div className="container-page">
        <SectionHeading id="difference-title" {...intro} />
        <ol className="mx-auto mt-14 flex max-w-5xl flex-col gap-4 md:mt-16 md:gap-5">
          {cards.map((card, index) => {
            const Icon = icons[card.icon];
            const withDiagram = index === 0 && Boolean(diagram);
            return (
              <li key={card.number}>
                <details
                  name="difference"
                  open={index === 0}
                  className="group rounded-card border border-line bg-ink-900/70 shadow-card transition-[border-color,background-color,box-shadow] duration-300 hover:border-line-strong open:border-violet-400/40 open:bg-ink-800/70 open:shadow-glow motion-reduce:transition-none"
                >
                  {/* Named by what it shows, in order: number, title, subhead (WCAG 2.5.3, label
                      in name). Phones: icon, number and plus on one row, the words full width
                      below. Wider: the icon and plus flank the words. */}
                  <summary className="grid cursor-pointer grid-cols-[auto_1fr_auto] items-center gap-x-4 rounded-card p-5 sm:gap-x-6 sm:p-7">
                    <span
                      aria-hidden="true"
                      className="col-start-1 row-start-1 grid size-11 place-items-center rounded-xl border border-line-strong bg-violet-500/10 text-violet-300 transition-colors group-open:border-mint-400/40 group-open:bg-mint-400/10 group-open:text-mint-300 sm:row-span-3 sm:size-12 sm:self-start"
                    >
                      <Icon className="size-5 sm:size-6" />
                    </span>
                    <span className="col-start-2 row-start-1 font-display text-xs font-semibold tracking-[0.2em] text-violet-300 tabular-nums sm:self-end">
                      {card.number}
                    </span>
                    <h3 className="col-span-3 row-start-2 mt-4 min-w-0 font-display text-xl leading-snug font-semibold text-paper sm:col-span-1 sm:col-start-2 sm:mt-1 md:text-2xl">
                      {card.title}
                    </h3>
                    <span className="col-span-3 row-start-3 mt-2 block min-w-0 text-sm leading-relaxed text-muted sm:col-span-1 sm:col-start-2 sm:text-base">
                      {card.subhead}
                    </span>
                    <span
                      aria-hidden="true"
                      className="col-start-3 row-start-1 grid size-9 place-items-center rounded-full border border-line-strong text-paper transition-[rotate,background-color] duration-300 group-hover:bg-white/5 group-open:rotate-45 group-open:border-violet-400/50 group-open:bg-violet-500/15 motion-reduce:transition-none sm:row-span-3 sm:self-start"
                    >
                      <span className="icon-plus size-4" />
                    </span>
                  </summary>
                  <div className="px-5 pb-7 transition-[opacity,translate] duration-500 ease-out-soft motion-safe:starting:-translate-y-1 motion-safe:starting:opacity-0 motion-reduce:transition-none sm:px-7 sm:pb-9">
                    <div
                      className={`border-t border-line pt-6 sm:ml-18 ${withDiagram ? 'grid items-center gap-10 lg:grid-cols-[1fr_1.05fr]' : ''}`}
                    >
                      <div className="max-w-2xl space-y-4 text-base leading-relaxed text-muted">
                        {card.content.map((paragraph, paragraphIndex) => (
                          <p key={paragraph} className={paragraphIndex === 0 ? 'text-paper' : ''}>
                            {paragraph}
                          </p>
                        ))}
                      </div>
                      {withDiagram ? diagram : null}
                    </div>
                  </div>
                </details>
              </li>
            );
          })}
        </ol>
      </div>
    </section>
  );
}
