import { ArrowUpRight, CalendarX2 } from 'lucide-react';
import { useEffect, useRef, useState } from 'react';
import { useInView } from '../../hooks/useInView';
import { loadScript } from '../../lib/loadScript';
import { ButtonLink } from '../ui/ButtonLink';

/** The words around a calendar embed, so each page's copy module can type its own. */
export interface BookingCalendarCopy {
  /** The iframe's title: what a screen reader announces for the frame. */
  title: string;
  /** Words before the fallback link, e.g. 'Trouble loading the calendar?'. */
  fallbackIntro?: string | undefined;
  /** The fallback link's text, e.g. 'Book on our booking page'. */
  fallbackLabel: string;
  /** Shown above the frame when the calendar does not load in time or is not set up. */
  unavailableMessage?: string | undefined;
}

export interface BookingCalendarProps extends BookingCalendarCopy {
  /** The provider's calendar address; when empty the plain booking link stands in for it. */
  embedUrl?: string | undefined;
  /** The provider's embed script (it sizes the frame); added once while a calendar is shown. */
  scriptUrl?: string | undefined;
  /** SPEC: 800 px on the booking page, 1000 px on the spam guide. */
  minHeight?: number | undefined;
  /** The external booking page: the link that does the calendar's job when it cannot load. */
  fallbackHref: string;
  /** Read after the fallback link's text: it opens a new tab. */
  newTabNote: string;
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

/**
 * The booking calendar embed shared by every page that shows one. The frame is in the static HTML;
 * a plain link to the booking page always sits under it and steps forward when the frame errors,
 * takes too long once on screen, or no calendar is configured.
 */
export function BookingCalendar({
  embedUrl,
  scriptUrl,
  minHeight = 800,
  title,
  fallbackIntro,
  fallbackLabel,
  unavailableMessage,
  fallbackHref,
  newTabNote,
  timeoutMs = 8000,
  frameId,
}: BookingCalendarProps) {
  const frameRef = useRef<HTMLIFrameElement>(null);
  const [wrapperRef, inView] = useInView<HTMLDivElement>(0.05);
  const [frameState, setFrameState] = useState<FrameState>('loading');
  // Sticky: an error page inside a blocked frame still fires 'load', which must not hide the link.
  const [blocked, setBlocked] = useState(!embedUrl);

  // A provider script that cannot load means the provider is blocked: the frame will be too.
  useEffect(() => {
    if (!scriptUrl || !embedUrl) return;
    const script = loadScript(scriptUrl);
    let mounted = true;
    // Known to have failed already (blocked at once, or by an earlier calendar): no tick to wait.
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
  }, [scriptUrl, embedUrl]);

  // Native listeners: React does not report an iframe's error event.
  useEffect(() => {
    const frame = frameRef.current;
    if (!embedUrl || !frame) return;
    if (frameHasNavigated(frame)) setFrameState('loaded');
    const onLoad = () => setFrameState('loaded');
    const onError = () => setBlocked(true);
    frame.addEventListener('load', onLoad);
    frame.addEventListener('error', onError);
    return () => {
      frame.removeEventListener('load', onLoad);
      frame.removeEventListener('error', onError);
    };
  }, [embedUrl]);

  // The frame loads lazily, so the clock only runs once it is on screen.
  useEffect(() => {
    if (frameState !== 'loading' || !inView) return;
    const timer = window.setTimeout(() => setFrameState('failed'), timeoutMs);
    return () => window.clearTimeout(timer);
  }, [frameState, inView, timeoutMs]);

  const failed = blocked || frameState === 'failed';
  return (
    <div
      ref={wrapperRef}
      data-state={failed ? 'failed' : frameState}
      className="flex flex-col gap-4"
    >
      <div role="status" className={failed ? '' : 'sr-only'}>
        {failed ? (
          <div className="flex flex-col items-start gap-4 rounded-card border border-violet-500/40 bg-violet-500/10 p-5 sm:flex-row sm:items-center sm:justify-between sm:p-6">
            <p className="flex items-start gap-3 text-sm leading-relaxed text-paper sm:text-base">
              <CalendarX2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-violet-300" />
              {unavailableMessage}
            </p>
            <ButtonLink
              href={fallbackHref}
              external
              newTabNote={newTabNote}
              booking
              className="shrink-0"
            >
              {fallbackLabel}
            </ButtonLink>
          </div>
        ) : null}
      </div>
      {embedUrl ? (
        <div className="overflow-hidden rounded-card border border-line bg-ink-900 p-1.5 shadow-card sm:p-2">
          <iframe
            ref={frameRef}
            id={frameId}
            src={embedUrl}
            data-booking=""
            title={title}
            loading="lazy"
            height={minHeight}
            // The height attribute holds the size even where a strict CSP drops inline styles.
            style={{ minHeight: `${minHeight}px` }}
            className="block w-full rounded-[calc(var(--radius-card)-0.375rem)] border-0 bg-ink-900"
          />
        </div>
      ) : null}
      {/* Once the fallback has stepped forward, this quieter copy of the link would only repeat it. */}
      {failed ? null : (
        <p className="text-center text-sm text-muted">
          {fallbackIntro ? `${fallbackIntro} ` : null}
          <a
            href={fallbackHref}
            data-booking=""
            target="_blank"
            rel="noopener noreferrer"
            className="inline-flex items-center gap-1 font-semibold text-mint-300 underline decoration-mint-300/40 underline-offset-4 hover:decoration-mint-300"
          >
            {fallbackLabel}
            <ArrowUpRight aria-hidden="true" className="size-3.5" />
            <span className="sr-only">{newTabNote}</span>
          </a>
        </p>
      )}
    </div>
  );
}
