import type { FaqItem } from '../../schemas/shapes';

export interface FaqAccordionProps {
  items: FaqItem[];
}

/**
 * A list of questions and answers (the home page's and each guide's FAQ), all closed on arrival:
 * native `<details name>`, so the browser keeps one answer open and every answer is in the HTML,
 * with no script.
 */
export function FaqAccordion({ items }: FaqAccordionProps) {
  return (
    <div className="space-y-3">
      {items.map((item) => (
        <details
          key={item.question}
          name="faq"
          className="group rounded-card border border-line bg-ink-900/70 shadow-card transition-colors duration-200 hover:border-line-strong open:border-violet-400/35 open:bg-ink-800/80"
        >
          <summary className="flex cursor-pointer items-center justify-between gap-6 rounded-card px-5 py-5 md:px-7 md:py-6">
            <h3 className="font-display text-base font-semibold text-paper md:text-lg">
              {item.question}
            </h3>
            <span
              aria-hidden="true"
              className="grid size-9 shrink-0 place-items-center rounded-full border border-line-strong bg-white/5 text-violet-300 transition duration-300 group-hover:border-violet-400/60 group-open:rotate-45 group-open:border-violet-400/60 group-open:bg-violet-500/15 group-open:text-mint-300 motion-reduce:transition-none"
            >
              <span className="icon-plus size-4" />
            </span>
          </summary>
          <p className="max-w-3xl px-5 pb-6 leading-relaxed text-muted md:px-7 md:pb-7 motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:-translate-y-1 motion-safe:starting:opacity-0">
            {item.answer}
          </p>
        </details>
      ))}
    </div>
  );
}
