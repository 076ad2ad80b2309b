/**
 * Core Web Vitals from a real visit, in the shape every provider's reports can hold: the value, the
 * rating Google's thresholds give it, a band of values (for providers whose properties are text),
 * and a short selector of the element responsible.
 */
export type VitalName = 'LCP' | 'INP' | 'CLS';
export type VitalRating = 'good' | 'needs-improvement' | 'poor';

export interface Vital {
  name: VitalName;
  /** LCP and INP in whole milliseconds; CLS as the score, to three decimals. */
  value: number;
  /** What the value grew by since the library last reported this metric, rounded as `value`. */
  delta: number;
  rating: VitalRating;
  /** The band the value falls in, as text: '1000-1500 ms', '6000+ ms', '0.05-0.10'. */
  band: string;
  /** The element: the LCP element, the INP target or the largest shift's element. */
  target: string;
  /** The library's id for this page view's metric, for providers that aggregate by it. */
  id: string;
}

/** What the library hands over: its metric with the attribution build's element selector. */
export interface VitalMetric {
  name: string;
  value: number;
  delta: number;
  rating: VitalRating;
  id: string;
  attribution: { target?: string; interactionTarget?: string; largestShiftTarget?: string };
}

/** Band widths and where the top band starts: fine enough around Google's 'good' thresholds. */
const BANDS: Record<VitalName, { step: number; top: number; unit: string; digits: number }> = {
  LCP: { step: 500, top: 6000, unit: ' ms', digits: 0 },
  INP: { step: 100, top: 1000, unit: ' ms', digits: 0 },
  CLS: { step: 0.05, top: 0.5, unit: '', digits: 2 },
};

export function valueBand(name: VitalName, value: number): string {
  const { step, top, unit, digits } = BANDS[name];
  if (value >= top) return `${top.toFixed(digits)}+${unit}`;
  // Rounded first, so that 0.15 (0.1499999… in floating point) counts in its own band.
  const index = Math.floor(Number((value / step).toFixed(6)));
  return `${(index * step).toFixed(digits)}-${((index + 1) * step).toFixed(digits)}${unit}`;
}

/** GA4 holds a parameter's value to 100 characters; the other providers take at least that. */
const TARGET_LENGTH = 100;

/**
 * A short selector for the element a metric points at: its tag and up to two above it, then the
 * nearest ancestor with an id (`section#faq details>summary>h3`). Only names the page itself
 * gives: no class soup, and never text or a value a visitor typed.
 */
export function shortSelector(node: Node | null | undefined): string | undefined {
  let element = node?.nodeType === 1 ? (node as Element) : (node?.parentElement ?? null);
  const steps: string[] = [];
  while (element && element.localName !== 'body' && !element.id && steps.length < 3) {
    steps.unshift(element.localName);
    element = element.parentElement;
  }
  // A child of the named element, or further down: '>' or ' ', as CSS writes them.
  let joint = '>';
  while (element && element.localName !== 'body' && !element.id) {
    element = element.parentElement;
    joint = ' ';
  }
  const named = element?.id ? `${element.localName}#${element.id}` : '';
  const near = steps.join('>');
  const selector = named && near ? `${named}${joint}${near}` : named || near;
  return selector ? selector.slice(-TARGET_LENGTH) : undefined;
}

const isVitalName = (name: string): name is VitalName => name in BANDS;

/** The metric as the providers receive it, or null for a metric the site does not report. */
export function vitalOf(metric: VitalMetric): Vital | null {
  if (!isVitalName(metric.name)) return null;
  const round = (n: number) => (metric.name === 'CLS' ? Number(n.toFixed(3)) : Math.round(n));
  const value = round(metric.value);
  const { target, interactionTarget, largestShiftTarget } = metric.attribution;
  return {
    name: metric.name,
    value,
    delta: round(metric.delta),
    rating: metric.rating,
    band: valueBand(metric.name, value),
    target: (target ?? interactionTarget ?? largestShiftTarget ?? '').slice(-TARGET_LENGTH),
    id: metric.id,
  };
}

/**
 * Hands each metric on the first time the library settles it, and never again in this document:
 * the library calls back once more for CLS and INP at a later hide when they grew, and for all
 * three after a return from the back/forward cache. The providers counted one page view, so each
 * gets one value per metric: those without a metric id (Plausible, Umami) could not tell a repeat
 * from another visit, and their bands and percentiles would lean towards the pages people leave
 * and come back to.
 */
export function oncePerPageView(report: (vital: Vital) => void): (vital: Vital) => void {
  const reported = new Set<VitalName>();
  return (vital) => {
    if (reported.has(vital.name)) return;
    reported.add(vital.name);
    report(vital);
  };
}
