// What the analytics stand-in (tests/analytics/standin.mjs) heard, for the `analytics` project's
// tests: every request it got, and every call the stand-in scripts reported from the page.
import { ports } from '../../scripts/site-map.mjs';

const standin = `http://127.0.0.1:${ports.standin}`;

export type Provider =
  | 'plausible'
  | 'umami'
  | 'googleAnalytics'
  | 'googleTagManager'
  | 'metaPixel'
  | 'linkedIn';

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

/** Everything the stand-in heard since it started or was last reset. */
export async function records(): Promise<StandinRecords> {
  const response = await fetch(`${standin}/records`);
  if (!response.ok) throw new Error(`The analytics stand-in answered ${response.status}.`);
  return (await response.json()) as StandinRecords;
}

/** Forgets what the stand-in heard, for a test that counts from nothing. */
export async function resetRecords(): Promise<void> {
  const response = await fetch(`${standin}/reset`, { method: 'POST' });
  if (!response.ok) throw new Error(`The analytics stand-in answered ${response.status}.`);
}
