import { onCLS, onINP, onLCP } from 'web-vitals/attribution';
import { oncePerPageView, shortSelector, type Vital, type VitalMetric, vitalOf } from './vitals';

/**
 * Measures this page view's LCP, INP and CLS with the web-vitals library and hands each over once,
 * the first time the library settles it (the page hidden or left; LCP at the first input, if
 * sooner), whatever the visitor does after. Its
 * observers read the browser's buffered entries, so starting late (once the visitor has accepted)
 * still measures the whole visit. A metric the browser does not measure is never handed over.
 */
export function watchVitals(report: (vital: Vital) => void): void {
  const once = oncePerPageView(report);
  const send = (metric: VitalMetric) => {
    const vital = vitalOf(metric);
    if (vital) once(vital);
  };
  const options = { generateTarget: shortSelector };
  onLCP(send, options);
  // Every interaction the browser times (16 ms is its least), not only those over 40 ms: a page
  // that answers every tap quickly then reports its longest tap, not the first one's first event.
  onINP(send, { ...options, durationThreshold: 16 });
  onCLS(send, options);
}
