import {
  ArrowRight,
  ArrowUpRight,
  BookOpen,
  Compass,
  type LucideIcon,
  MessageCircle,
  TrendingUp,
} from 'lucide-react';
import type { BioLinkIcon } from '../../schemas/shapes';
import type { LinkInBioSection } from './linkInBio';

const icons: Record<BioLinkIcon, LucideIcon> = {
  bookOpen: BookOpen,
  compass: Compass,
  trendingUp: TrendingUp,
  messageCircle: MessageCircle,
};

export type BioLinkListProps = LinkInBioSection['links'] & {
  /** Read after a link that leaves the site for a new tab. */
  newTabNote: string;
};

const isExternal = (href: string) => /^https?:\/\//.test(href);

/** 'Start here': a short list of the pages worth a visitor's next tap, one card each. */
export function BioLinkList({ heading, items, newTabNote }: BioLinkListProps) {
  return (
    <section aria-labelledby="bio-links-heading">
      <h2
        id="bio-links-heading"
        className="mb-4 text-center font-sans text-xs font-semibold tracking-[0.18em] text-subtle uppercase"
      >
        {heading}
      </h2>
      <ul className="space-y-3">
        {items.map((item) => {
          const Icon = icons[item.icon];
          const external = isExternal(item.href);
          const Arrow = external ? ArrowUpRight : ArrowRight;
          return (
            <li key={item.href}>
              <a
                href={item.href}
                {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
                className="group flex items-center gap-4 rounded-card border border-line bg-ink-900/80 p-4 shadow-card transition duration-200 hover:-translate-y-0.5 hover:border-violet-400/50 hover:bg-ink-800 motion-reduce:transition-none motion-reduce:hover:translate-y-0"
              >
                <span className="grid size-11 shrink-0 place-items-center rounded-xl border border-violet-400/25 bg-violet-500/10 text-violet-300">
                  <Icon aria-hidden="true" className="size-5" />
                </span>
                <span className="min-w-0 flex-1">
                  <span className="block font-display font-semibold text-paper">{item.title}</span>
                  <span className="mt-0.5 block text-sm leading-snug text-muted">
                    {item.description}
                  </span>
                </span>
                <Arrow
                  aria-hidden="true"
                  className="size-5 shrink-0 text-subtle transition-transform duration-200 group-hover:translate-x-0.5 group-hover:text-mint-300"
                />
                {external ? <span className="sr-only"> {newTabNote}</span> : null}
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
