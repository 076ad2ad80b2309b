import { useActiveSection } from '../../hooks/useActiveSection';
import type { GuideContentsEntry } from '../../schemas/guideShapes';
import { ContentsMenu, type ContentsMenuProps } from './ContentsMenu';
import { ContentsNav } from './ContentsNav';

export interface GuideContentsProps {
  /** The list's id: the target of a link to the contents. */
  id: string;
  /** 'In this guide': the list's heading and name. */
  heading: string;
  entries: GuideContentsEntry[];
  /** The phone menu's words. */
  menuLabels: ContentsMenuProps['labels'];
}

/**
 * The guide's contents, one island that follows the reader (scroll-spy): the list at the top on
 * phones and in the sidebar on wide screens, and on phones, once that list has scrolled away, a
 * bar under the header that opens the same entries as a slide-in menu.
 */
export function GuideContents({ id, heading, entries, menuLabels }: GuideContentsProps) {
  const { id: activeId, past } = useActiveSection(
    entries.map((entry) => entry.id),
    id,
  );
  return (
    <>
      <ContentsNav id={id} heading={heading} entries={entries} activeId={activeId} />
      <ContentsMenu entries={entries} activeId={activeId} past={past} labels={menuLabels} />
    </>
  );
}
