import type { EventName } from './events';

/** What an island says happened, for the measurement island to send on (src/analytics/track.ts). */
export const MEASURE_EVENT = 'site:measure';

/** Said on a booking calendar's frame when the provider reports a booked call in it. */
export const BOOKED_EVENT = 'site:booked';

export interface MeasureDetail {
  name: EventName;
  place: string;
}

/**
 * Tells the page's measurement that a visitor did something only an island sees (a copy, a share,
 * a signup). Call it behind `__MEASURING__`, so a site without analytics builds without it.
 */
export function measure(name: EventName, place: string): void {
  window.dispatchEvent(new CustomEvent<MeasureDetail>(MEASURE_EVENT, { detail: { name, place } }));
}
