import type { AnalyticsConfig, ProviderName } from './config';
import type { ProviderKind } from './consent';

/*
 * What the page needs to know of the providers at run time, apart from the schema in config.ts,
 * so that the browser's code carries no schema library.
 */

/** Which providers set cookies or identify a visitor, and so wait for 'Accept'. */
export const PROVIDER_KINDS: Record<ProviderName, ProviderKind> = {
  plausible: 'cookieless',
  umami: 'cookieless',
  googleAnalytics: 'identifying',
  googleTagManager: 'identifying',
  metaPixel: 'identifying',
  linkedIn: 'identifying',
};

/** Each provider as the banner names it to the visitor. */
export const PROVIDER_LABELS: Record<ProviderName, string> = {
  plausible: 'Plausible',
  umami: 'Umami',
  googleAnalytics: 'Google Analytics',
  googleTagManager: 'Google Tag Manager',
  metaPixel: 'Meta Pixel',
  linkedIn: 'LinkedIn Insight',
};

/** The providers the owner turned on, in a fixed order. */
export function configuredProviders(config: AnalyticsConfig | undefined): ProviderName[] {
  if (!config) return [];
  return (Object.keys(PROVIDER_KINDS) as ProviderName[]).filter((name) => config[name]);
}

/** The providers that wait for the visitor's 'Accept', as the banner names them (none without a config). */
export function askingProviders(config: AnalyticsConfig | undefined): string[] {
  return configuredProviders(config)
    .filter((name) => PROVIDER_KINDS[name] === 'identifying' || !config?.cookielessWithoutBanner)
    .map((name) => PROVIDER_LABELS[name]);
}
