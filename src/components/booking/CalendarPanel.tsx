import type { ReactNode } from 'react';

export interface CalendarPanelProps {
  /** The anchor buttons glide to ('#book-call'); focus lands here too. */
  id: string;
  eyebrow?: string | undefined;
  heading: string;
  text?: string | undefined;
  /** The booking calendar. */
  children: ReactNode;
  /** A line under the calendar, e.g. the support address. */
  footer?: ReactNode;
}

/**
 * The framed block that holds a page's booking calendar: what to do, the calendar, and a way to
 * ask first. It is the target of the page's 'book' buttons, so it takes focus when they land.
 */
export function CalendarPanel({
  id,
  eyebrow,
  heading,
  text,
  children,
  footer,
}: CalendarPanelProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby={headingId}
      className="relative isolate rounded-[1.75rem] border border-violet-400/20 bg-ink-900/80 p-3 shadow-glow outline-offset-4 sm:p-5 md:p-8"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-64 rounded-t-[1.75rem] bg-[radial-gradient(ellipse_70%_80%_at_50%_0%,rgb(124_58_237/0.22),transparent_70%)]"
      />
      <div className="px-2 pt-4 pb-6 text-center sm:px-4 md:pt-2 md:pb-8">
        {eyebrow ? (
          <p className="text-xs font-semibold tracking-[0.18em] text-mint-300 uppercase">
            {eyebrow}
          </p>
        ) : null}
        <h2
          id={headingId}
          className="mt-3 font-display text-2xl font-bold tracking-tight text-paper md:text-3xl"
        >
          {heading}
        </h2>
        {text ? <p className="mx-auto mt-3 max-w-xl leading-relaxed text-muted">{text}</p> : null}
      </div>
      {children}
      {footer ? (
        <div className="mt-6 border-t border-line px-2 pt-6 pb-2 text-center text-sm text-muted sm:px-4">
          {footer}
        </div>
      ) : null}
    </section>
  );
}
