import { Plus } from 'lucide-react';
import type { FaqItem } from '../../schemas/shapes';
import { Accordion, AccordionItem, AccordionPanel, AccordionTrigger } from './Accordion';

export interface FaqAccordionProps {
  items: FaqItem[];
}

/**
 * A list of questions and answers (the home page's and each guide's FAQ): one answer open at a
 * time; every answer is in the HTML and readable before script.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <Accordion className="space-y-3">
      {items.map((item) => (
        <AccordionItem
          key={item.question}
          id={item.question}
          className="group rounded-card border border-line bg-ink-900/70 shadow-card transition-colors duration-200 hover:border-line-strong data-[state=open]:border-violet-400/35 data-[state=open]:bg-ink-800/80"
        >
          <AccordionTrigger
            level={3}
            headingClassName="font-display text-base font-semibold text-paper md:text-lg"
            className="flex w-full items-center justify-between gap-6 rounded-card px-5 py-5 text-left md:px-7 md:py-6"
            indicator={
              <span
                aria-hidden="true"
                className="grid size-9 shrink-0 place-items-center rounded-full border border-line-strong bg-white/5 text-violet-300 transition duration-300 group-hover:border-violet-400/60 group-data-[state=open]:rotate-45 group-data-[state=open]:border-violet-400/60 group-data-[state=open]:bg-violet-500/15 group-data-[state=open]:text-mint-300 motion-reduce:transition-none"
              >
                <Plus aria-hidden="true" className="size-4" />
              </span>
            }
          >
            <span>{item.question}</span>
          </AccordionTrigger>
          <AccordionPanel className="px-5 pb-6 leading-relaxed text-muted md:px-7 md:pb-7 motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:-translate-y-1 motion-safe:starting:opacity-0">
            <p className="max-w-3xl">{item.answer}</p>
          </AccordionPanel>
        </AccordionItem>
      ))}
    </Accordion>
  );
}
