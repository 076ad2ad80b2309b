import type { GuideContentsEntry } from '../../schemas/guideShapes';
import { ContentsLinks } from './ContentsLinks';

export interface ContentsNavProps {
  /** The element's id: the phone's contents bar leads here without JavaScript. */
  id: string;
  /** 'On this page': the heading over the list, which also names the navigation. */
  heading: string;
  entries: GuideContentsEntry[];
}

/**
 * The guide's contents: a plain list of links to its sections in the HTML, at the top of the
 * page on phones and in a sticky sidebar on wide screens, where the section being read is marked.
 */
export function ContentsNav({ id, heading, entries }: ContentsNavProps) {
  const headingId = `${id}-heading`;
  return (
    <nav
      id={id}
      aria-labelledby={headingId}
      data-contents-list
      className="rounded-card border border-line bg-ink-900/60 p-5 lg:border-0 lg:bg-transparent lg:p-0"
    >
      <h2
        id={headingId}
        className="font-sans text-xs font-semibold tracking-[0.18em] text-subtle uppercase"
      >
        {heading}
      </h2>
      <ContentsLinks entries={entries} className="mt-4 space-y-1 border-line text-sm lg:border-l" />
    </nav>
  );
}
