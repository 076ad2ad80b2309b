import type { GuideContentsEntry } from '../../schemas/guideShapes';

export interface ContentsLinksProps {
  entries: GuideContentsEntry[];
  /** Classes for the list: its spacing and text size where it sits. */
  className: string;
}

/**
 * The numbered links to a guide's sections, the same in the sidebar and in the phone's menu. The
 * section being read is marked by src/components/contents/contents.ts: `aria-current` and a mint bar.
 */
export function ContentsLinks({ entries, className }: ContentsLinksProps) {
  return (
    <ol className={className}>
      {entries.map((entry, index) => (
        <li key={entry.id}>
          <a
            href={`#${entry.id}`}
            data-state="idle"
            data-title={entry.title}
            className="contents-link"
          >
            <span aria-hidden="true">{String(index + 1).padStart(2, '0')}</span>
            {entry.title}
          </a>
        </li>
      ))}
    </ol>
  );
}
