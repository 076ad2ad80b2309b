import type { GuideContentsEntry } from '../../schemas/guideShapes';

export interface ContentsLinksProps {
  entries: GuideContentsEntry[];
  /** The section being read: its link is marked for screen readers and by a mint bar. */
  activeId: string | null;
  /** Classes for the list: its spacing and text size where it sits. */
  className: string;
  onChoose?: (() => void) | undefined;
}

/** The numbered links to a guide's sections, the same in the sidebar and in the phone's menu. */
export function ContentsLinks({ entries, activeId, className, onChoose }: ContentsLinksProps) {
  return (
    <ol className={className}>
      {entries.map((entry, index) => {
        const active = entry.id === activeId;
        return (
          <li key={entry.id}>
            <a
              href={`#${entry.id}`}
              onClick={onChoose}
              aria-current={active ? 'location' : undefined}
              data-state={active ? 'active' : 'idle'}
              className="contents-link"
            >
              <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
              {entry.title}
            </a>
          </li>
        );
      })}
    </ol>
  );
}
