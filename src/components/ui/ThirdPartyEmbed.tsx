import { ArrowUpRight, CircleAlert, type LucideIcon } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../hooks/useInView';
import { loadScript } from '../../lib/loadScript';
import { isLiveEmbed, isPlaceholderUrl } from '../../lib/placeholder';
import { ButtonLink } from './ButtonLink';

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

type FrameState = 'loading' | 'loaded' | 'failed';

/**
 * True when the frame has already left its blank start (it loaded before hydration): a
 * cross-origin page cannot be read, so reading its address throws.
 */
function frameHasNavigated(frame: HTMLIFrameElement): boolean {
  try {
    const href = frame.contentWindow?.location.href;
    return href !== undefined && href !== 'about:blank';
  } catch {
    return true;
  }
}

const quietLinkClass =
  'inline-flex items-center gap-1 font-semibold text-mint-300 underline decoration-mint-300/40 underline-offset-4 [overflow-wrap:anywhere] hover:decoration-mint-300';

/**
 * A third-party embed (booking calendar, intake form) that never strands a visitor. The frame is
 * in the static HTML; a plain link that does the same job always sits just above it, and steps
 * forward in its place when the frame errors, its script is blocked, it takes too long once on
 * screen, or no embed is configured; a blocked frame is hidden, as it would only stay empty. The
 * provider's script loads through the shared loader while an embed is mounted.
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
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [wrapperRef, inView] = useInView<HTMLDivElement>(0.05);
  const [frameState, setFrameState] = useState<FrameState>('loading');
  // A fresh install's placeholder answers nowhere: it counts as blocked from the static HTML on,
  // so the link stands in at once, the hidden lazy frame is never fetched, and nothing shifts.
  const live = isLiveEmbed(embedUrl);
  // Sticky: an error page inside a blocked frame still fires 'load', which must not hide the link.
  const [blocked, setBlocked] = useState(!live);

  // A provider script that cannot load means the provider is blocked: the frame will be too.
  useEffect(() => {
    if (!scriptUrl || !live || isPlaceholderUrl(scriptUrl)) return;
    const script = loadScript(scriptUrl);
    let mounted = true;
    // Known to have failed already (blocked at once, or by an earlier embed): no tick to wait.
    if (script.status === 'failed') {
      setBlocked(true);
    } else {
      script.ready.catch(() => {
        if (mounted) setBlocked(true);
      });
    }
    return () => {
      mounted = false;
      script.release();
    };
  }, [scriptUrl, live]);

  // Native listeners: React does not report an iframe's error event.
  useEffect(() => {
    const frame = frameRef.current;
    if (!live || !frame) return;
    if (frameHasNavigated(frame)) setFrameState('loaded');
    const onLoad = () => setFrameState('loaded');
    const onError = () => setBlocked(true);
    frame.addEventListener('load', onLoad);
    frame.addEventListener('error', onError);
    return () => {
      frame.removeEventListener('load', onLoad);
      frame.removeEventListener('error', onError);
    };
  }, [live]);

  // The frame loads lazily, so the clock only runs once it is on screen.
  useEffect(() => {
    if (!live || frameState !== 'loading' || !inView) return;
    const timer = window.setTimeout(() => setFrameState('failed'), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [live, frameState, inView, timeoutMs]);

  const failed = blocked || frameState === 'failed';
  const newTab = fallback.newTabNote !== undefined;
  const bookingAttr = booking ? { 'data-booking': '' } : {};
  return (
    // data-state ('loading', 'loaded', 'failed') also lets a page's layout follow the embed.
    <div
      ref={wrapperRef}
      data-state={failed ? 'failed' : frameState}
      className="flex flex-col gap-4"
    >
      <div role="status" className={failed ? '' : 'sr-only'}>
        {failed ? (
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
        ) : null}
      </div>
      {/* Once the fallback has stepped forward, this quieter copy of the link would only repeat it. */}
      {failed ? null : (
        <p className="text-center text-sm text-muted">
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
      )}
      {embedUrl ? (
        // A blocked provider only ever shows an error page: the link above takes its place. The
        // frame stays in the page, hidden, so nothing is torn down while the visitor reads.
        <div
          className={`overflow-hidden rounded-card border border-line bg-ink-900 p-1.5 shadow-card sm:p-2 ${blocked ? 'hidden' : ''}`}
        >
          <iframe
            ref={frameRef}
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
