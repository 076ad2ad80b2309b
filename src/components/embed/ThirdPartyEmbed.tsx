import { ArrowUpRight, CircleAlert, type LucideIcon } from 'lucide-react';
import { ButtonLink } from '../ui/ButtonLink';
import { isLiveEmbed, isPlaceholderUrl } from './placeholder';

/** The plain link that does an embed's job when the provider cannot load. */
export interface EmbedFallback {
  /** The booking page, or a mailto address. */
  href: string;
  /** The link's text, e.g. 'Book on our booking page'. */
  label: string;
  /** Words before the quiet link under the frame, e.g. 'Trouble loading the calendar?'. */
  intro?: string | undefined;
  /** Shown with the link once it steps forward: why the embed is not there. */
  unavailableMessage?: string | undefined;
  /** Given for a link that opens a new tab (the booking page): read after its text. */
  newTabNote?: string | undefined;
}

export interface ThirdPartyEmbedProps {
  /** The provider's page for the frame; when empty or a placeholder the fallback stands in. */
  embedUrl?: string | undefined;
  /** The provider's embed script (it sizes the frame); added once while an embed is shown. */
  scriptUrl?: string | undefined;
  /** The frame's title: what a screen reader announces for it. */
  title: string;
  /** The frame's height in px, and its minimum where the provider's script resizes it. */
  height: number;
  fallback: EmbedFallback;
  /** A booking embed: the visitor's campaign parameters are carried to the frame and the link. */
  booking?: boolean | undefined;
  /** Beside the unavailable message. */
  icon?: LucideIcon | undefined;
  /** How long the frame may take to load, once on screen, before the fallback steps forward. */
  timeoutMs?: number | undefined;
  /** An id for the iframe, where the provider's script expects one. */
  frameId?: string | undefined;
}

const quietLinkClass =
  'inline-flex items-center gap-1 font-semibold text-mint-300 underline decoration-mint-300/40 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-mint-300';

/**
 * A third-party embed (booking calendar, intake form) that never strands a visitor. The frame is
 * in the static HTML; a plain link that does the same job always sits just above it, and steps
 * forward in its place when the frame errors, its script is blocked, it takes too long once on
 * screen, or no embed is configured; a blocked frame is hidden, as it would only stay empty. This
 * writes the HTML only: thirdPartyEmbed.ts, started by EmbedBehaviour.astro on the
 * page, runs it, and moves `data-state` ('loading', 'loaded', 'failed') for the page's layout.
 */
export function ThirdPartyEmbed({
  embedUrl,
  scriptUrl,
  title,
  height,
  fallback,
  booking = false,
  icon: Icon = CircleAlert,
  timeoutMs = 8000,
  frameId,
}: ThirdPartyEmbedProps) {
  // A fresh install's placeholder answers nowhere: the link stands in from the first byte, so
  // nothing shifts, and the hidden lazy frame is never fetched.
  const live = isLiveEmbed(embedUrl);
  const script = scriptUrl && !isPlaceholderUrl(scriptUrl) ? scriptUrl : undefined;
  const newTab = fallback.newTabNote !== undefined;
  const bookingAttr = booking ? { 'data-booking': '' } : {};
  const unavailable = (
    <div className="flex flex-col items-start gap-4 rounded-card border border-violet-500/40 bg-violet-500/10 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
      <p className="flex items-start gap-3 text-sm leading-relaxed text-paper sm:text-base">
        <Icon aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-300" />
        {fallback.unavailableMessage}
      </p>
      <ButtonLink
        href={fallback.href}
        external={newTab}
        newTabNote={fallback.newTabNote}
        booking={booking}
        className="shrink-0"
      >
        {fallback.label}
      </ButtonLink>
    </div>
  );
  return (
    <div
      data-embed=""
      data-state={live ? 'loading' : 'failed'}
      data-timeout={timeoutMs}
      data-script={live ? script : undefined}
      className="flex flex-col gap-4"
    >
      <div role="status" className={live ? 'sr-only' : ''}>
        {live ? null : unavailable}
      </div>
      {live ? (
        <>
          <template data-embed-card="">{unavailable}</template>
          <p data-embed-link="" className="text-center text-sm text-muted">
            {fallback.intro ? `${fallback.intro} ` : null}
            <a
              href={fallback.href}
              {...bookingAttr}
              {...(newTab ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
              className={quietLinkClass}
            >
              {fallback.label}
              {newTab ? (
                <>
                  <ArrowUpRight aria-hidden="true" className="size-3.5" />
                  <span className="sr-only"> {fallback.newTabNote}</span>
                </>
              ) : null}
            </a>
          </p>
        </>
      ) : null}
      {embedUrl ? (
        <div
          data-embed-frame=""
          className={`overflow-hidden rounded-card border border-line bg-ink-900 p-1.5 shadow-card sm:p-2 ${live ? '' : 'hidden'}`}
        >
          <iframe
            id={frameId}
            src={embedUrl}
            {...bookingAttr}
            title={title}
            loading="lazy"
            height={height}
            // The height attribute holds the size even where a strict CSP drops inline styles.
            style={{ minHeight: `${height}px` }}
            className="block w-full rounded-[calc(var(--radius-card)-0.375rem)] border-0 bg-ink-900"
          />
        </div>
      ) : null}
    </div>
  );
}
