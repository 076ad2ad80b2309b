import { lazy, Suspense, useEffect, useRef, useState } from 'react';
import { ChunkErrorBoundary } from '../components/ui/ChunkErrorBoundary';
import type { RunningExperiment } from '../experiments/assign';
import type { SiteCopy } from '../schemas/siteCopy';
import type { BannerCopy } from './ConsentBannerCard';
import type { AnalyticsConfig } from './config';
import { BOOKED_EVENT } from './measure';
import { askingProviders } from './providerNames';
import { type Measurement, startMeasurement } from './track';

export interface ConsentBannerProps {
  config: AnalyticsConfig;
  /** The banner's words; the experiments cookie's only while an experiment runs. */
  copy: BannerCopy;
  /** Shown in a calendar's place once a call is booked in it. */
  thanks: SiteCopy['bookingThanks'];
  calendarEmbedUrl: string;
  intakeFormEmbedUrl: string;
  privacyPolicyUrl: string;
  /** This page is the one for an address the site does not have: it is reported as a '404'. */
  notFound?: boolean;
  /** The experiments running, whose versions every event names (src/experiments/). */
  experiments?: RunningExperiment[];
  /** The experiment and version this page's HTML is, named before an answer where allowed. */
  shown?: { experiment: string; variant: string };
}

// Downloaded only when shown: a visitor who answered before never needs the banner's code.
const ConsentBannerCard = lazy(() =>
  import('./ConsentBannerCard').then((module) => ({ default: module.ConsentBannerCard })),
);

/**
 * The page's measurement and the visitor's say over it. Rendered only when the Measurement
 * settings (src/content/analytics.json) turn a provider on (src/build/measurement.ts).
 * It starts measuring after the first paint; when a provider waits for an answer it shows the
 * banner (ConsentBannerCard), which is never in the way of the first paint or a call to action.
 * The footer's 'Cookie settings' shows it again. Once the calendar reports a booking, the thanks
 * takes the calendar's place.
 */
export function ConsentBanner({
  config,
  copy,
  thanks,
  privacyPolicyUrl,
  ...urls
}: ConsentBannerProps) {
  const measurement = useRef<Measurement | null>(null);
  const opener = useRef<HTMLElement | null>(null);
  const [open, setOpen] = useState(false);
  const [saved, setSaved] = useState('');

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
      void import('../components/booking/BookingThanks').then(({ showThanks }) =>
        showThanks(place, thanks),
      );
    };
    document.addEventListener('click', reopen);
    document.addEventListener(BOOKED_EVENT, booked);
    return () => {
      document.removeEventListener('click', reopen);
      document.removeEventListener(BOOKED_EVENT, booked);
      started.stop();
    };
  }, []);

  const choose = (choice: 'accepted' | 'rejected', hadFocus: boolean) => {
    void measurement.current?.choose(choice);
    setOpen(false);
    setSaved(choice === 'accepted' ? copy.savedAccepted : copy.savedRejected);
    if (hadFocus) {
      // Back where the visitor was: the footer's link, or the page's content on a first visit.
      (opener.current ?? document.getElementById('main'))?.focus();
    }
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
      {open ? (
        // A banner whose code cannot load shows nothing, and nothing is measured: still pending.
        <ChunkErrorBoundary fallback={null}>
          <Suspense fallback={null}>
            <ConsentBannerCard
              copy={copy}
              providers={names}
              privacyPolicyUrl={privacyPolicyUrl}
              takeFocus={opener.current !== null}
              onChoose={choose}
            />
          </Suspense>
        </ChunkErrorBoundary>
      ) : null}
    </>
  );
}
