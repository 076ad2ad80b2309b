import { useEffect, useId, useLayoutEffect, useRef, useState } from 'react';
import { createPortal } from 'react-dom';
import { bannerEdge } from '../../lib/analytics/bannerEdge';
import type { AnalyticsConfig } from '../../lib/analytics/config';
import { BOOKED_EVENT } from '../../lib/analytics/measure';
import { askingProviders } from '../../lib/analytics/providerNames';
import { type Measurement, startMeasurement } from '../../lib/analytics/track';
import { fillTemplate } from '../../lib/template';
import type { SiteCopy } from '../../schemas/site';
import { BookingThanks } from '../booking/BookingThanks';

export interface ConsentBannerProps {
  config: AnalyticsConfig;
  copy: SiteCopy['measurement'];
  /** Shown in a calendar's place once a call is booked in it. */
  thanks: SiteCopy['bookingThanks'];
  calendarEmbedUrl: string;
  intakeFormEmbedUrl: string;
  privacyPolicyUrl: string;
}

/** The calls to action the banner must leave in view (src/lib/analytics/bannerEdge.ts). */
const CALLS_TO_ACTION = 'a[data-booking], main a[href^="#book"]';

const buttonClass =
  'min-h-11 cursor-pointer rounded-pill border border-line-strong bg-white/10 px-5 font-semibold text-paper transition-colors hover:bg-white/20 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-mint-300 motion-reduce:transition-none';

/**
 * The page's measurement and the visitor's say over it. Rendered only when src/site.config.ts
 * turns a provider on. It starts measuring after the first paint; when a provider waits for an
 * answer it asks, in a banner that sits at the bottom of the screen, or at the top where the
 * bottom holds a booking button, and is never in the way of the first paint or a call to action.
 * 'Reject' and 'Accept' look and weigh the same. The footer's 'Cookie settings' asks again.
 */
export function ConsentBanner({
  config,
  copy,
  thanks,
  privacyPolicyUrl,
  ...urls
}: ConsentBannerProps) {
  const id = useId();
  const banner = useRef<HTMLElement>(null);
  const measurement = useRef<Measurement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  /** Where the banner's top stands when it sits at the top of the screen; null at the bottom. */
  const [topInset, setTopInset] = useState<number | null>(null);
  const [saved, setSaved] = useState('');
  /** Where a calendar stood before its visitor booked: each gets the thanks. */
  const [bookedPlaces, setBookedPlaces] = useState<HTMLElement[]>([]);

  // biome-ignore lint/correctness/useExhaustiveDependencies: once per page; the config, the addresses and the words are fixed at build
  useEffect(() => {
    const started = startMeasurement(window, config, urls);
    measurement.current = started;
    setOpen(started.asks);
    const reopen = (event: MouseEvent) => {
      const button = (event.target as Element | null)?.closest?.('[data-cookie-settings]');
      if (!button) return;
      opener.current = button as HTMLElement;
      setSaved('');
      setOpen(true);
    };
    // The calendar's own component is left as it is, hidden; the thanks stands just before it.
    const booked = (event: Event) => {
      const frame = event.target as Element;
      const calendar = (frame.closest('[data-state]') ?? frame) as HTMLElement;
      const place = document.createElement('div');
      calendar.before(place);
      calendar.hidden = true;
      setBookedPlaces((places) => [...places, place]);
    };
    document.addEventListener('click', reopen);
    document.addEventListener(BOOKED_EVENT, booked);
    return () => {
      document.removeEventListener('click', reopen);
      document.removeEventListener(BOOKED_EVENT, booked);
      started.stop();
    };
  }, []);

  // Placed before the browser paints it, so it never shows where it then jumps from.
  useLayoutEffect(() => {
    const element = banner.current;
    if (!open || !element) return;
    const header = document.querySelector('header')?.getBoundingClientRect();
    const inset = (header && header.top <= 0 ? Math.max(header.bottom, 0) : 0) + 12;
    const actions = [...document.querySelectorAll(CALLS_TO_ACTION)].map((action) =>
      action.getBoundingClientRect(),
    );
    const place = bannerEdge(element.getBoundingClientRect(), actions, window.innerHeight, inset);
    setTopInset(place === 'top' ? inset : null);
    if (opener.current) element.querySelector<HTMLElement>('h2')?.focus();
  }, [open]);

  const choose = (choice: 'accepted' | 'rejected') => {
    measurement.current?.choose(choice);
    const hadFocus = banner.current?.contains(document.activeElement);
    setOpen(false);
    setTopInset(null);
    setSaved(choice === 'accepted' ? copy.savedAccepted : copy.savedRejected);
    if (!hadFocus) return;
    // Back where the visitor was: the footer's link, or the page's content on a first visit.
    (opener.current ?? document.getElementById('main'))?.focus();
    opener.current = null;
  };

  const providers = askingProviders(config);
  const names =
    providers.length > 1
      ? `${providers.slice(0, -1).join(', ')} and ${providers.at(-1)}`
      : (providers[0] ?? '');

  return (
    <>
      <p role="status" className="sr-only">
        {saved}
      </p>
      {bookedPlaces.map((place, index) =>
        createPortal(<BookingThanks copy={thanks} />, place, String(index)),
      )}
      {open ? (
        <section
          ref={banner}
          aria-labelledby={`${id}-title`}
          style={topInset === null ? undefined : { top: topInset }}
          className={`fixed inset-x-3 z-50 mx-auto max-w-md rounded-card border border-line-strong bg-ink-900/95 p-4 text-sm shadow-card backdrop-blur-md motion-safe:transition-[opacity,translate] motion-safe:duration-300 motion-safe:starting:translate-y-2 motion-safe:starting:opacity-0 sm:right-auto sm:left-6 sm:p-6 ${topInset === null ? 'bottom-3 sm:bottom-6' : ''}`}
        >
          <h2
            id={`${id}-title`}
            tabIndex={-1}
            className="font-display text-base font-semibold text-paper outline-none"
          >
            {copy.heading}
          </h2>
          <p className="mt-1.5 leading-relaxed text-muted">
            {fillTemplate(copy.text, { providers: names })}{' '}
            <a href={privacyPolicyUrl} className="text-paper underline underline-offset-4">
              {copy.privacy}
            </a>
          </p>
          {/* Two equal columns: neither answer is the bigger or the easier one. */}
          <div className="mt-3 grid grid-cols-2 gap-3 sm:max-w-xs">
            <button type="button" className={buttonClass} onClick={() => choose('rejected')}>
              {copy.reject}
            </button>
            <button type="button" className={buttonClass} onClick={() => choose('accepted')}>
              {copy.accept}
            </button>
          </div>
        </section>
      ) : null}
    </>
  );
}
