import {
  BrainCircuit,
  Compass,
  Handshake,
  type LucideIcon,
  Plus,
  Target,
  TrendingUp,
} from 'lucide-react';
import type { ReactNode } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import type { DifferenceIcon, DifferentiatorCard, SectionIntro } from '../../schemas/shapes';
import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from '../ui/Accordion';
import { SectionHeading } from '../ui/SectionHeading';

export interface DifferenceCardsProps {
  intro: SectionIntro;
  /** The cards in order; the first one also shows the diagram. */
  cards: DifferentiatorCard[];
  /**
   * The picture in the first card's body. The page passes it through a named slot, so it arrives
   * as static HTML instead of being serialised into the island's props and hydrated.
   */
  diagram?: ReactNode;
  /** The number of the card open on arrival, or null for all closed. Defaults to the first. */
  initialOpen?: string | null;
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
 * 'The Undeniable Difference': five expandable cards, at most one open. Every body is in the
 * HTML and stays readable until the accordion runs.
 */
export function DifferenceCards({ intro, cards, diagram, initialOpen }: DifferenceCardsProps) {
  const hydrated = useHydrated();
  return (
    <section id="difference" aria-labelledby="difference-title" className="relative py-24 md:py-32">
      <div className="container-page">
        <SectionHeading id="difference-title" {...intro} />
        <Accordion
          as="ol"
          initialOpenId={initialOpen === undefined ? (cards[0]?.number ?? null) : initialOpen}
          className="mx-auto mt-14 flex max-w-5xl flex-col gap-4 md:mt-16 md:gap-5"
        >
          {cards.map((card, index) => {
            const Icon = icons[card.icon];
            const withDiagram = index === 0 && Boolean(diagram);
            return (
              <AccordionItem
                key={card.number}
                id={card.number}
                as="li"
                className="group rounded-card border border-line bg-ink-900/70 shadow-card transition-[border-color,background-color,box-shadow] duration-300 hover:border-line-strong data-[state=open]:border-violet-400/40 data-[state=open]:bg-ink-800/70 data-[state=open]:shadow-glow motion-reduce:transition-none"
              >
                {/* Phones: icon, number and toggle on one row, the words full width below.
                    Wider: the icon and toggle flank the words. */}
                <div className="relative grid grid-cols-[auto_1fr_auto] items-center gap-x-4 gap-y-4 p-5 sm:gap-x-6 sm:gap-y-1 sm:p-7">
                  <span
                    aria-hidden="true"
                    className="col-start-1 row-start-1 grid size-11 place-items-center rounded-xl border border-line-strong bg-violet-500/10 text-violet-300 transition-colors group-data-[state=open]:border-mint-400/40 group-data-[state=open]:bg-mint-400/10 group-data-[state=open]:text-mint-300 sm:row-span-2 sm:size-12 sm:self-start"
                  >
                    <Icon className="size-5 sm:size-6" />
                  </span>
                  <p
                    aria-hidden="true"
                    className="col-start-2 row-start-1 font-display text-xs font-semibold tracking-[0.2em] text-violet-300 tabular-nums sm:self-end"
                  >
                    {card.number}
                  </p>
                  <div className="col-span-3 row-start-2 min-w-0 sm:col-span-1 sm:col-start-2">
                    <AccordionTrigger
                      level={3}
                      headingClassName="font-display text-xl leading-snug font-semibold text-paper md:text-2xl"
                      className="text-left"
                      // The button's ::after covers the whole card header, so all of it toggles.
                      buttonClassName="cursor-pointer outline-none after:absolute after:inset-0 after:rounded-card after:content-[''] focus-visible:after:outline-2 focus-visible:after:outline-offset-2 focus-visible:after:outline-mint-300 focus-visible:after:outline-solid"
                    >
                      {card.title}
                    </AccordionTrigger>
                    <p className="mt-2 text-sm leading-relaxed text-muted sm:text-base">
                      {card.subhead}
                    </p>
                  </div>
                  <span
                    aria-hidden="true"
                    // Invisible rather than absent before hydration, so the words do not reflow.
                    className={`col-start-3 row-start-1 grid size-9 place-items-center rounded-full border border-line-strong text-paper transition-[rotate,background-color] duration-300 group-hover:bg-white/5 group-data-[state=open]:rotate-45 group-data-[state=open]:border-violet-400/50 group-data-[state=open]:bg-violet-500/15 motion-reduce:transition-none sm:row-span-2 sm:self-start ${hydrated ? '' : 'invisible'}`}
                  >
                    <Plus className="size-4" />
                  </span>
                </div>
                <AccordionPanel className="px-5 pb-7 transition-[opacity,translate] duration-500 ease-out-soft starting:-translate-y-1 starting:opacity-0 motion-reduce:transition-none sm:px-7 sm:pb-9">
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
                </AccordionPanel>
              </AccordionItem>
            );
          })}
        </Accordion>
      </div>
    </section>
  );
}
