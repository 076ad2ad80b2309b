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
/** A heading counts as begun once it is in the top 40% of the screen, sticky player and all. */
export const READING_SHARE = 0.4;

/** The reading line for a viewport: 40% down, never above the header and contents bar. */
export function readingLine(viewportHeight: number): number {
  return Math.max(READING_LINE, viewportHeight * READING_SHARE);
}

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
