import { pickCampaignParams } from '../browser/campaignParams';
import {
  CONSENTED,
  COOKIE,
  cookieValue,
  REFUSED,
  type RunningExperiment,
  setCookie,
  tagsFor,
} from '../experiments/assign';
import type { AnalyticsConfig, ProviderName } from './config';
import { type Consent, mayRun, needsBanner, readConsent, saveConsent } from './consent';
import type { EventName, ProviderCall } from './events';
import { configuredProviders, PROVIDER_KINDS } from './providerNames';
import { type WatchOptions, watchVisitorSteps } from './watch';

/**
 * The providers' set-up and each one's terms: loaded only once a provider may run, so a visitor
 * who has not accepted (or rejected) never downloads it.
 */
type ProviderCode = typeof import('./providers');
/** The page's measurement: what the visitor chose, and a way to choose again. */
export interface Measurement {
  readonly consent: Consent;
  /** Whether the banner must ask: some configured provider waits on an answer not yet given. */
  readonly asks: boolean;
  /** Whether any configured provider needs the visitor's answer at all (the footer's link). */
  readonly hasChoice: boolean;
  /** Keeps the choice and acts on it; resolves once the providers it allows are on the page. */
  choose(choice: 'accepted' | 'rejected'): Promise<void>;
  /** Resolves once the providers allowed on arrival are on the page. */
  readonly ready: Promise<void>;
  stop(): void;
}

/**
 * The version a stored choice is kept under: one bit per configured provider, so adding one (say,
 * Meta beside Google) asks every visitor again, as their earlier answer did not cover it.
 */
export function consentVersion(providers: ProviderName[]): number {
  const all = Object.keys(PROVIDER_KINDS) as ProviderName[];
  return providers.reduce((bits, name) => bits | (1 << all.indexOf(name)), 0);
}

/**
 * The experiments' cookie follows the answer: written on 'Accept' (the edge then draws a version
 * on the next tested page), removed on 'Reject' or once the answer has lapsed. Where versions are
 * drawn before an answer (`beforeAnswer`), 'Reject' leaves the mark of the refusal instead, the
 * one thing that tells the edge to show this visitor the page itself.
 */
export function keepExperimentCookie(doc: Document, consent: Consent, beforeAnswer = false): void {
  const value = cookieValue(doc.cookie);
  const secure = doc.location.protocol === 'https:';
  if (consent === 'accepted' && (value === undefined || value === REFUSED)) {
    doc.cookie = setCookie(CONSENTED, secure);
  } else if (consent === 'rejected' && beforeAnswer) {
    if (value !== REFUSED) doc.cookie = setCookie(REFUSED, secure);
  } else if (consent !== 'accepted' && value !== undefined) {
    doc.cookie = `${COOKIE}=; Path=/; Max-Age=0; Expires=Thu, 01 Jan 1970 00:00:00 GMT`;
  }
}

function deviceStorage(win: Window): Storage | undefined {
  try {
    return win.localStorage;
  } catch {
    return undefined;
  }
}

/**
 * Starts measuring on this page: reads the visitor's stored choice, puts on the page each
 * provider it allows (after the first paint: the caller runs this from an island), and sends
 * every step the visitor takes to those providers, with the page, the place and the campaign
 * tags the visitor arrived with. Nothing is sent while the choice is pending or after 'Reject',
 * except to a cookieless provider the owner let run without asking.
 */
export function startMeasurement(
  win: Window & typeof globalThis,
  config: AnalyticsConfig,
  options: WatchOptions & {
    notFound?: boolean;
    experiments?: RunningExperiment[];
    /** The experiment and version this page's HTML is, on a tested page or one of its versions. */
    shown?: { experiment: string; variant: string };
  },
): Measurement {
  const experiments = __EXPERIMENTING__ ? options.experiments : undefined;
  const providers = configuredProviders(config);
  const version = consentVersion(providers);
  const storage = deviceStorage(win);
  const kinds = providers.map((name) => PROVIDER_KINDS[name]);
  const waitsForAnswer = needsBanner(kinds, 'pending', config.cookielessWithoutBanner);
  let consent = readConsent(storage, version, Date.now());
  // The version this visitor was drawn into, told with every event while an experiment runs;
  // before an answer, where the owner allows a draw then, the one this page shows.
  const beforeAnswer = config.experimentsBeforeAnswer;
  const tags = () => {
    if (!experiments) return undefined;
    if (consent === 'accepted')
      return tagsFor(win.document.cookie, experiments, win.location.pathname);
    return beforeAnswer && consent === 'pending' ? options.shown : undefined;
  };
  if (experiments) keepExperimentCookie(win.document, consent, beforeAnswer);
  const running = new Set<ProviderName>();
  const later: ProviderCall[] = [];

  const allowed = (name: ProviderName) =>
    mayRun(PROVIDER_KINDS[name], consent, config.cookielessWithoutBanner);

  let code: Promise<ProviderCode> | undefined;
  const providerCode = () => {
    code ??= import('./providers');
    return code;
  };

  // Once a provider runs, this page view's Core Web Vitals go to the providers running when each
  // is settled: none after 'Reject'. Asked for beside the providers' code, not after it: a tap
  // made before the library runs is seen only if it was the first or took 104 ms or more. A
  // chunk that cannot load leaves the visit unmeasured.
  let watchingVitals = false;
  const watchVitals = () => {
    if (watchingVitals) return;
    watchingVitals = true;
    Promise.all([import('./watchVitals'), providerCode()]).then(
      ([vitals, code]) =>
        vitals.watchVitals((vital) => code.sendVital(vital, [...running], win, later, tags())),
      () => undefined,
    );
  };

  const startAllowed = async () => {
    const starting = providers.filter((name) => !running.has(name) && allowed(name));
    if (starting.length === 0) return;
    for (const name of starting) running.add(name);
    watchVitals();
    const code = await providerCode();
    const { invoke, startProvider } = code;
    for (const name of starting) {
      // Umami's calls made before its script ran are made once it has.
      startProvider(name, config, win, tags())?.then(
        () => {
          for (const call of later.splice(0)) invoke(call, win, later);
        },
        () => undefined,
      );
    }
    // A missing address, told to each provider as it starts.
    if (options.notFound) code.sendNotFound(starting, win, later);
  };

  const report = (name: EventName, place: string) => {
    if (running.size === 0) return;
    const event = {
      name,
      page: win.location.pathname,
      place,
      campaign: Object.fromEntries(pickCampaignParams(win.location.search)),
      tags: tags(),
    };
    const to = [...running];
    // In the order they happened: each waits on the same one download.
    void providerCode().then(({ sendEvent }) => sendEvent(event, to, config, win, later));
  };

  const ready = startAllowed();
  const stopWatching = watchVisitorSteps(win, report, options);

  return {
    get consent() {
      return consent;
    },
    get asks() {
      return waitsForAnswer && consent === 'pending';
    },
    hasChoice: waitsForAnswer,
    ready,
    async choose(choice) {
      saveConsent(storage, choice, version, Date.now());
      consent = choice;
      if (experiments) keepExperimentCookie(win.document, consent, beforeAnswer);
      const withdrawn = [...running].filter((name) => !allowed(name));
      for (const name of withdrawn) running.delete(name);
      if (withdrawn.length > 0) {
        const { forgetProviderCookies, stopProviders } = await providerCode();
        stopProviders(withdrawn, config, win);
        forgetProviderCookies(win.document);
      }
      await startAllowed();
    },
    stop: stopWatching,
  };
}
