import { loadScript } from '../browser/loadScript';
import type { AnalyticsConfig, ProviderName } from './config';
import { googleConsentSignals } from './consent';
import {
  type ExperimentTags,
  notFoundCalls,
  type ProviderCall,
  providerCalls,
  type SiteEvent,
  vitalCalls,
} from './events';
import type { Vital } from './vitals';

/* Each provider's global, as its own snippet defines it. */
type Queue = ((...args: unknown[]) => void) & { q?: unknown[][]; queue?: unknown[] };
interface ProviderWindow {
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
  plausible?: Queue;
  umami?: { track: (...args: unknown[]) => void };
  fbq?: Queue & { callMethod?: unknown; push?: unknown; loaded?: boolean; version?: string };
  _fbq?: unknown;
  lintrk?: Queue;
  _linkedin_partner_id?: string;
  _linkedin_data_partner_ids?: string[];
}

/**
 * A provider's script, through the site's one loader. It is never released: a provider stays for
 * the page's life. A blocked or failing one changes nothing: its events simply go nowhere.
 */
function addScript(src: string, data: Record<string, string> = {}): Promise<void> {
  return loadScript(src, data).ready;
}

function withId(url: string, id: string): string {
  const parsed = new URL(url);
  parsed.searchParams.set('id', id);
  return parsed.href;
}

/** Google's queue, and Consent Mode's 'denied' defaults before any Google tag can run. */
function googleQueue(win: ProviderWindow) {
  if (win.gtag) return win.gtag;
  win.dataLayer = win.dataLayer ?? [];
  const layer = win.dataLayer;
  // gtag.js reads the arguments object itself, as its own snippet pushes it.
  win.gtag = function gtag() {
    // biome-ignore lint/complexity/noArguments: gtag.js expects the arguments object.
    layer.push(arguments);
  };
  win.gtag('consent', 'default', googleConsentSignals('pending'));
  return win.gtag;
}

/**
 * Puts a provider on the page: its queue first, so calls made while its script downloads wait
 * in the order made, then its script. Called only once the visitor's choice allows it. For Umami,
 * whose calls wait for its script, returns when that script has run. The page view carries the
 * experiment's tags, where the visitor was drawn into one.
 */
export function startProvider(
  name: ProviderName,
  config: AnalyticsConfig,
  win: Window & ProviderWindow,
  tags?: ExperimentTags,
): Promise<void> | undefined {
  if (name === 'plausible' && config.plausible) {
    win.plausible =
      win.plausible ??
      Object.assign((...args: unknown[]) => win.plausible?.q?.push(args), { q: [] as unknown[][] });
    addScript(config.plausible.scriptUrl, { domain: config.plausible.domain });
    if (tags) win.plausible('pageview', { props: tags });
    else win.plausible('pageview');
  }
  if (name === 'umami' && config.umami) {
    return addScript(config.umami.scriptUrl, { websiteId: config.umami.websiteId });
  }
  if (name === 'googleAnalytics' && config.googleAnalytics) {
    const gtag = googleQueue(win);
    gtag('consent', 'update', googleConsentSignals('accepted'));
    gtag('js', new Date());
    if (tags) gtag('config', config.googleAnalytics.measurementId, tags);
    else gtag('config', config.googleAnalytics.measurementId);
    addScript(withId(config.googleAnalytics.scriptUrl, config.googleAnalytics.measurementId));
  }
  if (name === 'googleTagManager' && config.googleTagManager) {
    googleQueue(win)('consent', 'update', googleConsentSignals('accepted'));
    win.dataLayer?.push({ 'gtm.start': Date.now(), event: 'gtm.js', ...tags });
    addScript(withId(config.googleTagManager.scriptUrl, config.googleTagManager.containerId));
  }
  if (name === 'metaPixel' && config.metaPixel) {
    if (!win.fbq) {
      const fbq: NonNullable<ProviderWindow['fbq']> = Object.assign(
        (...args: unknown[]) => {
          if (typeof fbq.callMethod === 'function') fbq.callMethod(...args);
          else fbq.queue?.push(args);
        },
        { queue: [] as unknown[], loaded: true, version: '2.0' },
      );
      fbq.push = fbq;
      win.fbq = fbq;
      win._fbq = fbq;
    }
    win.fbq('consent', 'grant');
    win.fbq('init', config.metaPixel.pixelId);
    win.fbq('track', 'PageView');
    addScript(config.metaPixel.scriptUrl);
  }
  if (name === 'linkedIn' && config.linkedIn) {
    win._linkedin_partner_id = config.linkedIn.partnerId;
    win._linkedin_data_partner_ids = [config.linkedIn.partnerId];
    win.lintrk =
      win.lintrk ??
      Object.assign((...args: unknown[]) => win.lintrk?.q?.push(args), { q: [] as unknown[][] });
    addScript(config.linkedIn.scriptUrl);
  }
  return undefined;
}

/** Tells providers already on the page that the visitor withdrew: they store and send no more. */
export function stopProviders(
  names: ProviderName[],
  config: AnalyticsConfig,
  win: Window & ProviderWindow,
): void {
  if (names.includes('googleAnalytics') || names.includes('googleTagManager')) {
    win.gtag?.('consent', 'update', googleConsentSignals('rejected'));
  }
  // Google's own switch: with it, gtag.js sends nothing more for this property, not even the
  // cookieless pings Consent Mode allows.
  const property = config.googleAnalytics?.measurementId;
  if (property && names.includes('googleAnalytics')) {
    (win as unknown as Record<string, boolean>)[`ga-disable-${property}`] = true;
  }
  if (names.includes('metaPixel')) win.fbq?.('consent', 'revoke');
}

/** The first-party cookies these providers set, cleared when the visitor withdraws. */
const PROVIDER_COOKIES = /^(_ga|_gid|_gat|_gcl_|_fbp|_fbc|li_fat_id|li_giant)/;

export function forgetProviderCookies(doc: Document): void {
  const host = doc.location.hostname;
  const domains = ['', host, `.${host.split('.').slice(-2).join('.')}`];
  for (const pair of doc.cookie.split(';')) {
    const name = pair.split('=')[0]?.trim() ?? '';
    if (!PROVIDER_COOKIES.test(name)) continue;
    for (const domain of domains) {
      doc.cookie = `${name}=; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT; Path=/${domain ? `; Domain=${domain}` : ''}`;
    }
  }
}

/**
 * Makes one provider call. Umami has no queue of its own: a call made before its script has run
 * is kept and made once it has.
 */
export function invoke(call: ProviderCall, win: Window & ProviderWindow, later: ProviderCall[]) {
  if (call.fn === 'umami.track') {
    if (win.umami) win.umami.track(...call.args);
    else later.push(call);
    return;
  }
  if (call.fn === 'dataLayer.push') {
    win.dataLayer = win.dataLayer ?? [];
    win.dataLayer.push(...call.args);
    return;
  }
  const fn = win[call.fn];
  if (typeof fn === 'function') fn(...call.args);
}

/**
 * Sends one event to the providers running, each in its own terms. Umami's calls made before its
 * script has run wait in `later`.
 */
export function sendEvent(
  event: SiteEvent,
  running: ProviderName[],
  config: AnalyticsConfig,
  win: Window & ProviderWindow,
  later: ProviderCall[],
): void {
  for (const call of providerCalls(event, running, config.linkedIn?.bookingConversionId)) {
    invoke(call, win, later);
  }
}

/** Sends one of the page view's Core Web Vitals to the providers running that can show it. */
export function sendVital(
  vital: Vital,
  running: ProviderName[],
  win: Window & ProviderWindow,
  later: ProviderCall[],
  tags?: ExperimentTags,
): void {
  for (const call of vitalCalls(vital, win.location.pathname, running, tags)) {
    invoke(call, win, later);
  }
}

/** Reports this page as a missing address: its path, and the page of this site the visitor came from. */
export function sendNotFound(
  running: ProviderName[],
  win: Window & ProviderWindow,
  later: ProviderCall[],
): void {
  let from: string | undefined;
  try {
    const referrer = new URL(win.document.referrer);
    if (referrer.origin === win.location.origin) from = referrer.pathname;
  } catch {
    // No referrer, or none this page may read: the visitor typed the address or followed a link.
  }
  for (const call of notFoundCalls(win.location.pathname, from, running)) {
    invoke(call, win, later);
  }
}
