import type { ProviderName } from './config';
import { notFoundCalls, providerCalls, type SiteEvent, vitalCalls } from './events';
import { PROVIDER_KINDS } from './providerNames';

const every = Object.keys(PROVIDER_KINDS) as ProviderName[];

const event = (name: SiteEvent['name']): SiteEvent => ({
  name,
  page: '/guides/get-out-of-spam',
  place: 'hero',
  campaign: { utm_source: 'newsletter', gclid: 'abc' },
});
const props = {
  page: '/guides/get-out-of-spam',
  place: 'hero',
  utm_source: 'newsletter',
  gclid: 'abc',
};

describe('the event vocabulary in each provider’s terms', () => {
  it('sends a booking click to every analytics provider, with page, place and campaign', () => {
    expect(providerCalls(event('booking_click'), [...every], '12345678')).toEqual([
      { fn: 'plausible', args: ['booking_click', { props }] },
      { fn: 'umami.track', args: ['booking_click', props] },
      { fn: 'gtag', args: ['event', 'booking_click', props] },
      { fn: 'dataLayer.push', args: [{ event: 'booking_click', ...props }] },
      { fn: 'fbq', args: ['trackCustom', 'booking_click', props] },
    ]);
  });

  it('marks a completed booking as the conversion: Meta Schedule, the LinkedIn conversion', () => {
    const calls = providerCalls(event('booking_completed'), [...every], '12345678');
    expect(calls).toContainEqual({ fn: 'fbq', args: ['track', 'Schedule', props] });
    expect(calls).toContainEqual({ fn: 'lintrk', args: ['track', { conversion_id: 12345678 }] });
    expect(calls).toContainEqual({ fn: 'gtag', args: ['event', 'booking_completed', props] });
  });

  it('gives Meta its standard names where it has them', () => {
    const meta = (name: SiteEvent['name']) => providerCalls(event(name), ['metaPixel'])[0]?.args[1];
    expect(meta('intake_form_submitted')).toBe('Lead');
    expect(meta('newsletter_signup')).toBe('Subscribe');
    expect(meta('calendar_shown')).toBe('ViewContent');
    expect(meta('faq_opened')).toBe('faq_opened');
  });

  it('sends LinkedIn nothing but the booking, and nothing without a conversion id', () => {
    expect(providerCalls(event('video_play'), ['linkedIn'], '12345678')).toEqual([]);
    expect(providerCalls(event('booking_completed'), ['linkedIn'])).toEqual([]);
  });

  it('calls nothing when no provider is configured', () => {
    expect(providerCalls(event('booking_completed'), [])).toEqual([]);
  });
});

describe('Core Web Vitals and missing pages in each provider’s terms', () => {
  const lcp = {
    name: 'LCP' as const,
    value: 1830,
    delta: 1830,
    rating: 'good' as const,
    band: '1500-2000 ms',
    target: 'section#hero>h1',
    id: 'v5-1',
  };

  it('gives Plausible text only, Umami the number, Google the web-vitals recipe, the pixels none', () => {
    const google = {
      page: '/',
      value: 1830,
      metric_id: 'v5-1',
      metric_value: 1830,
      metric_delta: 1830,
      metric_rating: 'good',
      metric_band: '1500-2000 ms',
      debug_target: 'section#hero>h1',
    };
    expect(vitalCalls(lcp, '/', [...every])).toEqual([
      {
        fn: 'plausible',
        args: [
          'LCP',
          {
            props: {
              page: '/',
              rating: 'good',
              band: '1500-2000 ms',
              target: 'section#hero>h1',
            },
          },
        ],
      },
      {
        fn: 'umami.track',
        args: [
          'LCP',
          {
            page: '/',
            value: 1830,
            rating: 'good',
            band: '1500-2000 ms',
            target: 'section#hero>h1',
          },
        ],
      },
      { fn: 'gtag', args: ['event', 'LCP', google] },
      { fn: 'dataLayer.push', args: [{ event: 'LCP', ...google }] },
    ]);
  });

  it('gives Google the growth since the last report as the value, so sums by metric id hold', () => {
    const cls = { ...lcp, name: 'CLS' as const, value: 0.12, delta: 0.02, band: '0.10-0.15' };
    const [gtag] = vitalCalls(cls, '/', ['googleAnalytics']);
    expect(gtag?.args[2]).toMatchObject({ value: 0.02, metric_value: 0.12, metric_delta: 0.02 });
  });

  it('reports a missing address as 404 (GA4: page_not_found), with the page of this site before it', () => {
    const props = { path: '/old-offer', from: '/guides' };
    expect(notFoundCalls('/old-offer', '/guides', [...every])).toEqual([
      { fn: 'plausible', args: ['404', { props }] },
      { fn: 'umami.track', args: ['404', props] },
      { fn: 'gtag', args: ['event', 'page_not_found', props] },
      { fn: 'dataLayer.push', args: [{ event: '404', ...props }] },
      { fn: 'fbq', args: ['trackCustom', '404', props] },
    ]);
    expect(notFoundCalls('/old-offer', undefined, ['plausible'])).toEqual([
      { fn: 'plausible', args: ['404', { props: { path: '/old-offer' } }] },
    ]);
  });
});
