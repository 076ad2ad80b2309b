/** Where a section's heading is, measured from the top of the viewport. */
export interface SectionPosition {
  id: string;
  top: number;
}

export interface ReadingView {
  /** The reading line: a heading above it has begun its section (below the fixed header). */
  line: number;
  viewportHeight: number;
  /** The page is scrolled to its end: short last sections never reach the line. */
  atEnd: boolean;
}

/** Below the fixed header and the phone's contents bar, where a reader's eye starts. */
export const READING_LINE = 160;

/**
 * The section being read: the last one whose heading has passed the reading line, or at the end
 * of the page the last one in view. Null while the reader is still above the first section.
 */
export function activeSectionId(positions: SectionPosition[], view: ReadingView): string | null {
  const limit = view.atEnd ? view.viewportHeight : view.line;
  let active: string | null = null;
  for (const { id, top } of positions) {
    if (top <= limit) active = id;
  }
  return active;
}
