import type { ProviderName } from './config';
import type { Vital } from './vitals';

/**
 * The one vocabulary of what visitors do on the way to a booked call. Every event carries the
 * page, the place on the page it happened and the campaign tags the visitor arrived with; each
 * provider receives it in its own terms (`providerCalls`).
 */
export const EVENT_NAMES = [
  'booking_click',
  'calendar_shown',
  'booking_completed',
  'intake_form_shown',
  'intake_form_submitted',
  'newsletter_signup',
  'email_copied',
  'page_shared',
  'video_play',
  'podcast_play',
  'guide_read',
  'faq_opened',
] as const;
export type EventName = (typeof EVENT_NAMES)[number];

export interface SiteEvent {
  name: EventName;
  /** The page's path: '/', '/guides/get-out-of-spam'. */
  page: string;
  /** Where on the page: 'header', 'hero', 'footer', 'calendar', a FAQ's question. */
  place: string;
  /** The campaign tags the visitor arrived with (utm_*, gclid, fbclid), already validated. */
  campaign: Record<string, string>;
  /** The experiment and version the visitor was drawn into (src/experiments/), if any. */
  tags?: ExperimentTags | undefined;
}

export interface ExperimentTags {
  experiment: string;
  variant: string;
}

/** The event every provider counts as the conversion. */
export const CONVERSION: EventName = 'booking_completed';

/** One call into a provider's own script: the function's name on window and its arguments. */
export interface ProviderCall {
  fn: 'plausible' | 'umami.track' | 'gtag' | 'dataLayer.push' | 'fbq' | 'lintrk';
  args: unknown[];
}

/** Meta's standard events for the steps it has names for; the rest go as custom events. */
const META_STANDARD: Partial<Record<EventName, string>> = {
  booking_completed: 'Schedule',
  intake_form_submitted: 'Lead',
  newsletter_signup: 'Subscribe',
  calendar_shown: 'ViewContent',
};

const fields = (event: SiteEvent) => ({
  page: event.page,
  place: event.place,
  ...event.campaign,
  ...event.tags,
});

/**
 * How each configured provider receives an event. GA4 gets a `gtag('event')` (mark
 * `booking_completed` as a key event in GA4's admin); a GTM container a `dataLayer` entry;
 * Plausible and Umami a named event with the fields as properties; Meta its standard event where
 * one exists, `trackCustom` otherwise; LinkedIn only the booking, as the conversion the owner set.
 */
export function providerCalls(
  event: SiteEvent,
  providers: ProviderName[],
  linkedInConversionId?: string,
): ProviderCall[] {
  const props = fields(event);
  const calls: ProviderCall[] = [];
  for (const provider of providers) {
    if (provider === 'plausible') calls.push({ fn: 'plausible', args: [event.name, { props }] });
    if (provider === 'umami') calls.push({ fn: 'umami.track', args: [event.name, props] });
    if (provider === 'googleAnalytics')
      calls.push({ fn: 'gtag', args: ['event', event.name, props] });
    if (provider === 'googleTagManager') {
      calls.push({ fn: 'dataLayer.push', args: [{ event: event.name, ...props }] });
    }
    if (provider === 'metaPixel') {
      const standard = META_STANDARD[event.name];
      calls.push(
        standard
          ? { fn: 'fbq', args: ['track', standard, props] }
          : { fn: 'fbq', args: ['trackCustom', event.name, props] },
      );
    }
    if (provider === 'linkedIn' && event.name === CONVERSION && linkedInConversionId) {
      calls.push({
        fn: 'lintrk',
        args: ['track', { conversion_id: Number(linkedInConversionId) }],
      });
    }
  }
  return calls;
}

/**
 * How each provider receives a Core Web Vital, as its reports can show it. Plausible takes text
 * properties only: the rating and the band. Umami takes the number too. GA4 gets the event and
 * parameters of web-vitals' own GA4 recipe (`value` as the delta, so that sums by `metric_id`
 * hold; `metric_value`, `metric_delta`, `metric_rating`, `debug_target`), and a GTM container the
 * same fields in a `dataLayer` entry. Meta's and LinkedIn's pixels are for advertising and get
 * none.
 */
export function vitalCalls(
  vital: Vital,
  page: string,
  providers: ProviderName[],
  tags?: ExperimentTags,
): ProviderCall[] {
  const { name, value, delta, rating, band, target, id } = vital;
  const google = {
    page,
    value: delta,
    metric_id: id,
    metric_value: value,
    metric_delta: delta,
    metric_rating: rating,
    metric_band: band,
    debug_target: target,
    ...tags,
  };
  const calls: ProviderCall[] = [];
  for (const provider of providers) {
    if (provider === 'plausible') {
      calls.push({
        fn: 'plausible',
        args: [name, { props: { page, rating, band, target, ...tags } }],
      });
    }
    if (provider === 'umami') {
      calls.push({
        fn: 'umami.track',
        args: [name, { page, value, rating, band, target, ...tags }],
      });
    }
    if (provider === 'googleAnalytics') calls.push({ fn: 'gtag', args: ['event', name, google] });
    if (provider === 'googleTagManager') {
      calls.push({ fn: 'dataLayer.push', args: [{ event: name, ...google }] });
    }
  }
  return calls;
}

/**
 * How each provider hears of a visit to an address the site does not have: '404' with the path
 * asked for and, when the visitor came from a page of this site, that page. GA4 takes no event name
 * starting with a digit, so it gets `page_not_found`. LinkedIn's tag takes conversions only.
 */
export function notFoundCalls(
  path: string,
  from: string | undefined,
  providers: ProviderName[],
): ProviderCall[] {
  const props = from ? { path, from } : { path };
  const calls: ProviderCall[] = [];
  for (const provider of providers) {
    if (provider === 'plausible') calls.push({ fn: 'plausible', args: ['404', { props }] });
    if (provider === 'umami') calls.push({ fn: 'umami.track', args: ['404', props] });
    if (provider === 'googleAnalytics')
      calls.push({ fn: 'gtag', args: ['event', 'page_not_found', props] });
    if (provider === 'googleTagManager') {
      calls.push({ fn: 'dataLayer.push', args: [{ event: '404', ...props }] });
    }
    if (provider === 'metaPixel') calls.push({ fn: 'fbq', args: ['trackCustom', '404', props] });
  }
  return calls;
}
