// What the analytics stand-in (tests/analytics/standin.mjs) heard, for the `analytics` project's
// tests: every request it got, and every call the stand-in scripts reported from the page.
import { ports } from '../../scripts/site-map.ts';

const standin = `http://127.0.0.1:${ports.standin}`;

export type Provider =
  | 'plausible'
  | 'umami'
  | 'googleAnalytics'
  | 'googleTagManager'
  | 'metaPixel'
  | 'linkedIn';

/** The stand-in scripts, one per provider, as the analytics copy of the site loads them. */
export const PROVIDER_SCRIPTS = [
  '/plausible/script.manual.js',
  '/umami/script.js',
  '/gtag/js',
  '/gtm.js',
  '/fbevents.js',
  '/insight.min.js',
];

/** One request the stand-in got (its own /records and /reset left out). */
export interface StandinRequest {
  method: string;
  /** '/gtag/js', '/collect'. */
  path: string;
  /** '?id=G-TEST12345', or ''. */
  search: string;
  /** When it arrived, ms since the epoch. */
  at: number;
}

/** One call a page made to a provider, as that provider's stand-in reported it. */
export interface StandinCall {
  /** Arrival order at the stand-in, from 1. */
  seq: number;
  provider: Provider;
  /** The call's arguments as JSON carries them: `gtag('event', 'y', {...})` gives one array. */
  args: unknown[];
  /** The page's path when it called. */
  page: string;
  /**
   * The order the page made its calls in, across every provider, from 1 per page load: the
   * reports may arrive out of that order, so sort by this to compare sequences.
   */
  order: number;
  /** When the report arrived, ms since the epoch. */
  at: number;
}

export interface StandinRecords {
  requests: StandinRequest[];
  calls: StandinCall[];
}

/** The test whose records `records` and `resetRecords` read: its id, or '' for every one. */
let run = '';
const scoped = () => (run ? `?run=${encodeURIComponent(run)}` : '');

/** Reads and resets the records of this test alone (tests/e2e/fixtures.ts sets it per test). */
export function useStandinRun(id: string): void {
  run = id;
}

/** Everything the stand-in heard (from this test's browser) since it started or was last reset. */
export async function records(): Promise<StandinRecords> {
  const response = await fetch(`${standin}/records${scoped()}`);
  if (!response.ok) throw new Error(`The analytics stand-in answered ${response.status}.`);
  return (await response.json()) as StandinRecords;
}

/** Forgets what the stand-in heard, for a test that counts from nothing. */
export async function resetRecords(): Promise<void> {
  const response = await fetch(`${standin}/reset${scoped()}`, { method: 'POST' });
  if (!response.ok) throw new Error(`The analytics stand-in answered ${response.status}.`);
}

/** How the stand-in's signup endpoint answers this test's browser from now on. */
export async function setSignupEndpoint(
  mode: 'ok' | 'fail' | 'refuse-preflight' | 'slow',
): Promise<void> {
  const response = await fetch(`${standin}/signup/mode${scoped()}`, { method: 'POST', body: mode });
  if (!response.ok) throw new Error(`The analytics stand-in answered ${response.status}.`);
}

/** One site event as a provider received it, in that provider's own terms. */
export interface SentEvent {
  provider: Provider;
  /** The event's name as the provider got it: 'booking_click', Meta's 'Schedule'. */
  name: string;
  /** The fields sent with it: page, place, campaign tags (LinkedIn: its conversion). */
  fields: Record<string, unknown>;
}

/**
 * The site's events among the calls the stand-ins reported, read the way each provider reads its
 * own calls: Plausible's and Umami's named events, a GA4 `gtag('event')`, a GTM `dataLayer` entry
 * naming an event, Meta's `track`/`trackCustom`, LinkedIn's `track`. Page views and set-up calls
 * (config, init, consent) are left out.
 */
export function sentEvents(calls: StandinCall[]): SentEvent[] {
  const events: SentEvent[] = [];
  const record = (provider: Provider, name: unknown, fields: unknown) => {
    if (typeof name === 'string') {
      events.push({ provider, name, fields: (fields ?? {}) as Record<string, unknown> });
    }
  };
  for (const { provider, args } of [...calls].sort((a, b) => a.seq - b.seq)) {
    const [first, second, third] = args;
    if (provider === 'plausible' && first !== 'pageview') {
      record(provider, first, (second as { props?: unknown } | undefined)?.props);
    }
    if (provider === 'umami' && first !== 'pageview') record(provider, first, second);
    if (provider === 'googleAnalytics' && Array.isArray(first) && first[0] === 'event') {
      record(provider, first[1], first[2]);
    }
    if (provider === 'googleTagManager' && first && !Array.isArray(first)) {
      const { event, ...fields } = first as { event?: unknown };
      if (event !== 'gtm.js') record(provider, event, fields);
    }
    if (provider === 'metaPixel' && (first === 'track' || first === 'trackCustom')) {
      if (second !== 'PageView') record(provider, second, third);
    }
    if (provider === 'linkedIn' && first === 'track') record(provider, 'conversion', second);
  }
  return events;
}
