import type { AnalyticsConfig } from './config';

/** The origins a Content-Security-Policy directive must allow for the configured providers. */
export interface AnalyticsSources {
  script: string[];
  connect: string[];
  img: string[];
  frame: string[];
}

const originOf = (url: string) => new URL(url).origin;

/**
 * What each provider needs beyond its script's own origin: GA4 and GTM send to Google Analytics'
 * collectors and show a pixel; Meta sends and counts by image from facebook.com; LinkedIn from
 * px.ads.linkedin.com; Plausible and Umami only to where their script comes from. With nothing
 * configured, nothing is added, so the policy stays what it is without the feature.
 */
export function analyticsSources(config: AnalyticsConfig | undefined): AnalyticsSources {
  const sources: AnalyticsSources = { script: [], connect: [], img: [], frame: [] };
  if (!config) return sources;
  const add = (key: keyof AnalyticsSources, ...origins: string[]) => {
    for (const origin of origins) if (!sources[key].includes(origin)) sources[key].push(origin);
  };
  for (const cookieless of [config.plausible, config.umami]) {
    if (!cookieless) continue;
    add('script', originOf(cookieless.scriptUrl));
    add('connect', originOf(cookieless.scriptUrl));
  }
  const google = [config.googleAnalytics, config.googleTagManager].filter(Boolean);
  for (const tag of google) if (tag) add('script', originOf(tag.scriptUrl));
  if (google.length > 0) {
    add(
      'connect',
      'https://*.google-analytics.com',
      'https://*.analytics.google.com',
      'https://*.googletagmanager.com',
    );
    add('img', 'https://*.google-analytics.com', 'https://*.googletagmanager.com');
  }
  if (config.googleTagManager) add('frame', 'https://www.googletagmanager.com');
  if (config.metaPixel) {
    add('script', originOf(config.metaPixel.scriptUrl));
    add('connect', 'https://www.facebook.com');
    add('img', 'https://www.facebook.com');
  }
  if (config.linkedIn) {
    add('script', originOf(config.linkedIn.scriptUrl));
    add('connect', 'https://px.ads.linkedin.com');
    add('img', 'https://px.ads.linkedin.com');
  }
  return sources;
}
