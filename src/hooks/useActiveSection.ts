import { useEffect, useState } from 'react';
import { activeSectionId, readingLine } from '../lib/scrollSpy';

export interface ActiveSection {
  /** The id of the section being read, or null above the first. */
  id: string | null;
  /** True once the element `pastId` has scrolled up under the header and the contents bar. */
  past: boolean;
}

/** Height of the fixed site header: what scrolls under it is out of view. */
const HEADER_HEIGHT = 72;
/** Height of the phone's contents bar under the header (ContentsMenu, `h-12`). */
const CONTENTS_BAR_HEIGHT = 48;

/**
 * Follows the reader through the sections `ids` (scroll-spy), measuring once a frame at most
 * while the page scrolls or resizes. `pastId` names an element whose passing is also reported.
 */
export function useActiveSection(ids: string[], pastId?: string): ActiveSection {
  const [state, setState] = useState<ActiveSection>({ id: null, past: false });
  const key = ids.join(' ');
  useEffect(() => {
    const sectionIds = key.split(' ');
    let frame = 0;
    const measure = () => {
      frame = 0;
      const doc = document.documentElement;
      const positions = sectionIds.flatMap((id) => {
        const element = document.getElementById(id);
        return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
      });
      const atEnd = window.scrollY + window.innerHeight >= doc.scrollHeight - 2;
      const id = activeSectionId(positions, {
        line: readingLine(window.innerHeight),
        viewportHeight: window.innerHeight,
        atEnd,
      });
      const marker = pastId ? document.getElementById(pastId) : null;
      // Passed once it is under where the bar would be: the bar takes over from the list there,
      // and a section a contents link lands just below the list then sits under the bar, as the
      // others do (its scroll margin makes room for the bar).
      const bottom = marker?.getBoundingClientRect().bottom ?? Number.POSITIVE_INFINITY;
      const past = bottom < HEADER_HEIGHT + CONTENTS_BAR_HEIGHT;
      setState((current) => (current.id === id && current.past === past ? current : { id, past }));
    };
    const schedule = () => {
      if (!frame) frame = window.requestAnimationFrame(measure);
    };
    measure();
    window.addEventListener('scroll', schedule, { passive: true });
    window.addEventListener('resize', schedule);
    return () => {
      window.removeEventListener('scroll', schedule);
      window.removeEventListener('resize', schedule);
      if (frame) window.cancelAnimationFrame(frame);
    };
  }, [key, pastId]);
  return state;
}
