import { ChevronRight } from 'lucide-react';

export interface Crumb {
  label: string;
  href: string;
}

export interface BreadcrumbsProps {
  /** The trail's accessible name: 'Breadcrumb'. */
  label: string;
  /** From the home page to the current page, which comes last. */
  items: Crumb[];
}

/** Home / Guides / title: where the page sits, the current one marked for screen readers. */
export function Breadcrumbs({ label, items }: BreadcrumbsProps) {
  return (
    <nav aria-label={label}>
      <ol className="flex flex-wrap items-center gap-x-1.5 gap-y-1 text-sm text-muted">
        {items.map((item, index) => {
          const current = index === items.length - 1;
          return (
            <li key={item.href} className="inline-flex min-w-0 items-center gap-1.5">
              {index > 0 ? (
                <ChevronRight aria-hidden="true" className="size-3.5 shrink-0 text-subtle" />
              ) : null}
              <a
                href={item.href}
                aria-current={current ? 'page' : undefined}
                className={
                  current
                    ? 'truncate font-medium text-paper'
                    : 'rounded-sm underline-offset-4 transition-colors hover:text-paper hover:underline'
                }
              >
                {item.label}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
