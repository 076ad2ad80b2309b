import { BookOpen, LayoutTemplate, type LucideIcon, Trophy, WandSparkles } from 'lucide-react';
import { SectionHeading } from '../../components/ui/SectionHeading';
import type { AccentColour, ResourceIcon } from '../../schemas/shapes';
import type { CategoriesSection } from './categories';

const icons: Record<ResourceIcon, LucideIcon> = {
  bookOpen: BookOpen,
  layoutTemplate: LayoutTemplate,
  wandSparkles: WandSparkles,
  trophy: Trophy,
};

const accents: Record<AccentColour, { icon: string; badge: string; dot: string }> = {
  mint: {
    icon: 'border-mint-400/30 bg-mint-400/10 text-mint-300',
    badge: 'border-mint-400/30 bg-mint-400/10 text-mint-300',
    dot: 'bg-mint-400',
  },
  violet: {
    icon: 'border-violet-400/30 bg-violet-500/10 text-violet-300',
    badge: 'border-line-strong bg-white/5 text-muted',
    dot: 'bg-subtle',
  },
};

export interface CategoriesProps {
  value: CategoriesSection;
  /** The section's id on its page. */
  id: string;
}

/** "What's Coming": the four kinds of resource, and how many of each are out. */
export function Section({ id, value }: CategoriesProps) {
  const { intro, categories } = value;
  return (
    <section id={id} aria-labelledby={`${id}-heading`} className="container-page py-16 md:py-24">
      <SectionHeading id={`${id}-heading`} {...intro} />
      <ul className="mt-12 grid gap-5 sm:grid-cols-2 lg:grid-cols-4">
        {categories.map((category) => {
          const Icon = icons[category.icon];
          const accent = accents[category.colour];
          return (
            <li
              key={category.title}
              className="flex flex-col rounded-card border border-line bg-ink-900/80 p-6 shadow-card transition-colors duration-300 hover:border-violet-400/40"
            >
              <div className="flex items-center gap-4 sm:block">
                <span
                  className={`grid size-11 shrink-0 place-items-center rounded-xl border sm:size-12 ${accent.icon}`}
                >
                  <Icon aria-hidden="true" className="size-5 sm:size-6" />
                </span>
                <h3 className="font-display text-xl font-semibold text-paper sm:mt-5">
                  {category.title}
                </h3>
              </div>
              <p className="mt-3 flex-1 leading-relaxed text-muted sm:mt-2">
                {category.description}
              </p>
              <p
                className={`mt-5 inline-flex items-center gap-2 self-start rounded-pill border px-3 py-1 text-xs font-semibold ${accent.badge}`}
              >
                <span aria-hidden="true" className={`size-1.5 rounded-full ${accent.dot}`} />
                {category.countLabel}
              </p>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
