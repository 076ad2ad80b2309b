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
 * The guide's contents: the list at the top on phones and in the sidebar on wide screens, and on
 * phones a bar under the header that opens the same entries as a slide-in menu, hidden until the
 * list has scrolled away. Drawn at build; src/components/contents/contents.ts follows the reader and runs the menu.
 */
export function GuideContents({ id, heading, entries, menuLabels }: GuideContentsProps) {
  return (
    <div data-guide-contents>
      <ContentsNav id={id} heading={heading} entries={entries} />
      <ContentsMenu id={`${id}-menu`} entries={entries} labels={menuLabels} />
    </div>
  );
}
