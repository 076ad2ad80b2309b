/**
 * The visitor's choice about measurement, and what may run under it. Nothing is sent while the
 * choice is pending or after 'Reject'; a provider that sets cookies or identifies the visitor
 * (Google, Meta, LinkedIn) runs only after 'Accept'; a cookieless one (Plausible, Umami) runs
 * without asking only where the owner says so in the config.
 */

/** What the visitor said: nothing yet, yes or no. */
export type Consent = 'pending' | 'accepted' | 'rejected';

/** Whether a provider sets cookies or identifies a visitor, or does neither. */
export type ProviderKind = 'cookieless' | 'identifying';

/** The one key the choice is kept under on the device, with its date and the banner's version. */
export const CONSENT_KEY = 'measurement-consent';

/** A choice is asked again after this long, and whenever the banner's version changes. */
export const CONSENT_MAX_AGE_DAYS = 180;

const DAY_MS = 24 * 60 * 60 * 1000;

interface Stored {
  choice: 'accepted' | 'rejected';
  at: number;
  version: number;
}

/** The stored choice, or 'pending' when there is none, it is unreadable, stale or of an older banner. */
export function readConsent(storage: Storage | undefined, version: number, now: number): Consent {
  try {
    const stored = JSON.parse(storage?.getItem(CONSENT_KEY) ?? 'null') as Partial<Stored> | null;
    if (!stored || (stored.choice !== 'accepted' && stored.choice !== 'rejected')) return 'pending';
    if (stored.version !== version || typeof stored.at !== 'number') return 'pending';
    if (now - stored.at > CONSENT_MAX_AGE_DAYS * DAY_MS || stored.at > now) return 'pending';
    return stored.choice;
  } catch {
    return 'pending';
  }
}

/** Keeps the choice on the device; false where storage is refused (the choice lasts the page). */
export function saveConsent(
  storage: Storage | undefined,
  choice: 'accepted' | 'rejected',
  version: number,
  now: number,
): boolean {
  try {
    storage?.setItem(CONSENT_KEY, JSON.stringify({ choice, at: now, version } satisfies Stored));
    return storage !== undefined;
  } catch {
    return false;
  }
}

/** Whether a provider of this kind may load and send under the visitor's choice. */
export function mayRun(
  kind: ProviderKind,
  consent: Consent,
  cookielessWithoutBanner: boolean,
): boolean {
  if (consent === 'accepted') return true;
  if (consent === 'rejected') return false;
  return kind === 'cookieless' && cookielessWithoutBanner;
}

/** Whether the banner must ask: some provider waits on the answer, and there is none yet. */
export function needsBanner(
  kinds: ProviderKind[],
  consent: Consent,
  cookielessWithoutBanner: boolean,
): boolean {
  if (consent !== 'pending') return false;
  return kinds.some((kind) => !mayRun(kind, 'pending', cookielessWithoutBanner));
}

/** Google's Consent Mode v2 signals for a choice: all denied until the visitor accepts. */
export function googleConsentSignals(consent: Consent) {
  const value = consent === 'accepted' ? 'granted' : 'denied';
  return {
    ad_storage: value,
    ad_user_data: value,
    ad_personalization: value,
    analytics_storage: value,
  } as const;
}
