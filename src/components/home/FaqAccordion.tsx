import { Plus } from 'lucide-react';
import { type KeyboardEvent, useId, useRef } from 'react';
import { useSingleOpen } from '../../hooks/useSingleOpen';
import { nextTriggerIndex } from '../../lib/singleOpen';
import type { FaqItem } from '../../schemas/shapes';

export interface FaqAccordionProps {
  items: FaqItem[];
}

/**
 * The FAQ as a single-open accordion (WAI-ARIA pattern). Every answer stays in the HTML; closed
 * ones are hidden by CSS only once script runs, so the answers read fine without JavaScript.
 * Each answer is a <section> named by its question: the accordion pattern's region role.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  const baseId = useId();
  const { toggle, isOpen } = useSingleOpen<number>();
  const triggers = useRef<(HTMLButtonElement | null)[]>([]);

  const moveFocus = (event: KeyboardEvent<HTMLButtonElement>, index: number) => {
    if (event.altKey || event.ctrlKey || event.metaKey) return;
    const next = nextTriggerIndex(event.key, index, items.length);
    if (next === null) return;
    event.preventDefault();
    triggers.current[next]?.focus();
  };

  return (
    <div className="space-y-3">
      {items.map((item, index) => {
        const state = isOpen(index) ? 'open' : 'closed';
        const triggerId = `${baseId}-question-${index}`;
        const panelId = `${baseId}-answer-${index}`;
        return (
          <div
            key={item.question}
            data-state={state}
            className="group rounded-card border border-line bg-ink-900/70 shadow-card transition-colors duration-200 hover:border-line-strong data-[state=open]:border-violet-400/35 data-[state=open]:bg-ink-800/80"
          >
            <h3 className="font-display text-base font-semibold text-paper md:text-lg">
              <button
                ref={(element) => {
                  triggers.current[index] = element;
                }}
                id={triggerId}
                type="button"
                aria-expanded={state === 'open'}
                aria-controls={panelId}
                onClick={() => toggle(index)}
                onKeyDown={(event) => moveFocus(event, index)}
                className="flex w-full items-center justify-between gap-6 rounded-card px-5 py-5 text-left md:px-7 md:py-6 no-js:cursor-default"
              >
                <span>{item.question}</span>
                <span
                  aria-hidden="true"
                  className="grid size-9 shrink-0 place-items-center rounded-full border border-line-strong bg-white/5 text-violet-300 transition duration-300 group-hover:border-violet-400/60 group-data-[state=open]:rotate-45 group-data-[state=open]:border-violet-400/60 group-data-[state=open]:bg-violet-500/15 group-data-[state=open]:text-mint-300 motion-reduce:transition-none no-js:hidden"
                >
                  <Plus aria-hidden="true" className="size-4" />
                </span>
              </button>
            </h3>
            <section
              id={panelId}
              aria-labelledby={triggerId}
              data-collapsible=""
              data-state={state}
              className="px-5 pb-6 leading-relaxed text-muted md:px-7 md:pb-7 motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:-translate-y-1 motion-safe:starting:opacity-0"
            >
              <p className="max-w-3xl">{item.answer}</p>
            </section>
          </div>
        );
      })}
    </div>
  );
}
