import type { GuideContentsEntry } from '../../schemas/shapes';

export interface ContentsNavProps {
  /** The element's id: the phone's contents bar leads here without JavaScript. */
  id: string;
  /** 'On this page': the heading over the list, which also names the navigation. */
  heading: string;
  entries: GuideContentsEntry[];
  /** The section being read, marked in the list. */
  activeId: string | null;
}

/**
 * The guide's contents: a plain list of links to its sections in the HTML, at the top of the
 * page on phones and in a sticky sidebar on wide screens, where it marks the section being read.
 */
export function ContentsNav({ id, heading, entries, activeId }: ContentsNavProps) {
  const headingId = `${id}-heading`;
  return (
    <nav
      id={id}
      aria-labelledby={headingId}
      className="rounded-card border border-line bg-ink-900/60 p-5 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2
        id={headingId}
        className="font-sans text-xs font-semibold tracking-[0.18em] text-subtle uppercase"
      >
        {heading}
      </h2>
      <ol className="mt-4 space-y-1 border-line lg:border-l">
        {entries.map((entry, index) => {
          const active = entry.id === activeId;
          return (
            <li key={entry.id}>
              <a
                href={`#${entry.id}`}
                aria-current={active ? 'location' : undefined}
                data-state={active ? 'active' : 'idle'}
                className="group -ml-px flex gap-3 rounded-lg border-l-2 border-transparent px-3 py-2 text-sm leading-snug text-muted transition-colors hover:text-paper data-[state=active]:border-mint-400 data-[state=active]:bg-white/[0.04] data-[state=active]:font-medium data-[state=active]:text-paper lg:rounded-l-none"
              >
                <span
                  aria-hidden="true"
                  className="w-5 shrink-0 font-display text-xs text-subtle tabular-nums group-data-[state=active]:text-mint-300"
                >
                  {String(index + 1).padStart(2, '0')}
                </span>
                {entry.title}
              </a>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
