import { ArrowRight } from 'lucide-react';
import type { GuideData } from '../../schemas/guide';

export type RelatedResourcesProps = NonNullable<GuideData['related']>;

/** Where to read next: pages of this site, each a card with a line on what it holds. */
export function RelatedResources({ links }: RelatedResourcesProps) {
  return (
    <div className="my-8">
      <ul className="grid gap-4 sm:grid-cols-2">
        {links.map((link) => (
          <li key={link.href}>
            <a
              href={link.href}
              className="group flex h-full flex-col rounded-card border border-line bg-ink-900/70 p-5 shadow-card transition-colors hover:border-violet-400/40 hover:bg-ink-800/80"
            >
              <span className="flex items-start justify-between gap-3 font-display font-semibold text-paper">
                {link.label}
                <ArrowRight
                  aria-hidden="true"
                  className="mt-1 size-4 shrink-0 text-violet-300 transition-transform group-hover:translate-x-0.5"
                />
              </span>
              <span className="mt-2 text-sm leading-relaxed text-muted">{link.description}</span>
            </a>
          </li>
        ))}
      </ul>
    </div>
  );
}
