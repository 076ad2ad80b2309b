import { type ReactNode, useId } from 'react';

export interface GuideTableProps {
  caption: string;
  /** Shown on phones and said to screen readers: the table scrolls sideways on a narrow screen. */
  scrollHint: string;
  /** The table's narrowest readable width; a narrower screen scrolls it inside its frame. */
  minWidth?: '20rem' | '36rem';
  /** The thead and tbody. */
  children: ReactNode;
}

const widths = { '20rem': 'min-w-[20rem]', '36rem': 'min-w-[36rem]' };

/**
 * The frame every guide table sits in: a real table with its caption, scrolling sideways inside
 * its own focusable region on a phone, so the page never grows wider than the screen.
 */
export function GuideTable({ caption, scrollHint, minWidth = '36rem', children }: GuideTableProps) {
  const captionId = useId();
  const hintId = useId();
  // The narrowest tables fit any phone, so they never scroll and need no hint.
  const mayScroll = minWidth !== '20rem';
  return (
    <div className="my-10 overflow-hidden rounded-card border border-line bg-ink-900/70 shadow-card">
      {/* The caption shown, outside the part that scrolls so a phone never scrolls it away;
          screen readers get the table's own caption instead. */}
      <p
        aria-hidden="true"
        className="border-b border-line px-5 py-4 font-display text-base font-semibold text-paper"
      >
        {caption}
      </p>
      <section
        aria-labelledby={captionId}
        aria-describedby={mayScroll ? hintId : undefined}
        // A region that may scroll must be reachable from the keyboard (WCAG 2.1.1).
        tabIndex={mayScroll ? 0 : undefined}
        className="relative overflow-x-auto [scrollbar-color:var(--color-ink-600)_transparent]"
      >
        <table
          className={`w-full ${widths[minWidth]} border-collapse text-left text-sm md:text-[0.9375rem]`}
        >
          <caption id={captionId} className="sr-only">
            {caption}
          </caption>
          {children}
        </table>
      </section>
      {/* Seen on a phone, where the wider tables scroll; heard wherever the table is focused. */}
      {mayScroll ? (
        <p id={hintId} className="border-t border-line px-5 py-2.5 text-xs text-subtle sm:sr-only">
          {scrollHint}
        </p>
      ) : null}
    </div>
  );
}

/** Shared classes for the header and body cells of guide tables. */
export const cell = {
  head: 'border-b border-line bg-white/[0.03] px-3.5 py-3 text-xs font-semibold sm:px-5 tracking-[0.12em] text-subtle uppercase',
  rowHead: 'px-3.5 py-4 align-top font-semibold text-paper sm:px-5',
  /** Padding only: each table gives its cells their colour. */
  body: 'px-3.5 py-4 align-top sm:px-5',
  row: 'border-b border-line last:border-b-0 even:bg-white/[0.015]',
};
