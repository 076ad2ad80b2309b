// The performance targets the bench reads its figures against (docs/performance.md), and the
// verdict lines it prints under its table.

interface Figures {
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  lcp: number;
  tbt: number;
  cls: number;
  jsKb: number;
}

/** One route's medians: Lighthouse's simulated load, the real throttled one, its no-script floor. */
export interface BenchRow {
  route: string;
  simulated: Figures;
  real: Figures;
  floor: Figures | null;
}

/** Each target, with which load it reads: the simulated one, or the real load against its floor. */
export const benchTargets = {
  /** Simulated: all four Lighthouse scores 100 (SEO aside on the noindex pages). */
  score: 100,
  /** Simulated LCP, ms. */
  simulatedLcp: 1200,
  /** Simulated CLS. */
  cls: 0.02,
  /** Real load: LCP at most this many times the page's own no-script floor. */
  realLcpOverFloor: 1.1,
  /** Real load: TBT at most this many times the floor (or within one long task's 50 ms of it). */
  realTbtOverFloor: 1.5,
};

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const at = (i: number) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

/**
 * One line per missed target, naming the route and both figures, or one line saying all held.
 * Rows are the bench's: { route, simulated, real, floor }, the peer's route starting 'peer '.
 * The simulated TBT of every route is held to the peer's home page, when a peer was measured.
 */
export function verdicts(rows: BenchRow[], targets: typeof benchTargets): string[] {
  const peer = rows.find((row) => row.route.startsWith('peer '));
  const misses: string[] = [];
  for (const { route, simulated: s, real: r, floor: f } of rows) {
    if (route.startsWith('peer ')) continue;
    const scores = { performance: s.performance, accessibility: s.accessibility };
    Object.assign(scores, { 'best practices': s.bestPractices });
    for (const [name, value] of Object.entries(scores)) {
      // A median of two rounds can fall between scores: read it as Lighthouse shows it.
      if (Math.round(value) < targets.score) misses.push(`${route}: ${name} ${Math.round(value)}`);
    }
    if (s.lcp > targets.simulatedLcp)
      misses.push(`${route}: simulated LCP ${Math.round(s.lcp)} ms`);
    if (s.cls > targets.cls) misses.push(`${route}: CLS ${s.cls.toFixed(3)}`);
    if (peer && s.tbt > peer.simulated.tbt) {
      misses.push(
        `${route}: simulated TBT ${Math.round(s.tbt)} ms, the peer's ${Math.round(peer.simulated.tbt)} ms`,
      );
    }
    if (f && r.lcp > f.lcp * targets.realLcpOverFloor) {
      misses.push(`${route}: real LCP ${Math.round(r.lcp)} ms, floor ${Math.round(f.lcp)} ms`);
    }
    if (f && r.tbt > f.tbt * targets.realTbtOverFloor && r.tbt - f.tbt > 50) {
      misses.push(`${route}: real TBT ${Math.round(r.tbt)} ms, floor ${Math.round(f.tbt)} ms`);
    }
  }
  return misses.length
    ? ['Missed:', ...misses.map((miss) => `- ${miss}`)]
    : ['Every target held in this run.'];
}
