import { describe, expect, it } from 'vitest';
import { type BenchRow, benchTargets, verdicts } from './bench-targets.ts';

const figures = { performance: 100, accessibility: 100, bestPractices: 100, seo: 100, jsKb: 0 };
const row = (route: string, sim: object, real: object, floor: object | null): BenchRow => ({
  route,
  simulated: { ...figures, lcp: 1000, tbt: 20, cls: 0, ...sim },
  real: { ...figures, lcp: 1000, tbt: 100, cls: 0, ...real },
  floor: floor && { ...figures, lcp: 1000, tbt: 100, cls: 0, ...floor },
});

describe('verdicts', () => {
  it('says every target held when each figure is within its limit', () => {
    const rows = [row('/', {}, {}, {}), row('peer /', { tbt: 30 }, {}, null)];
    expect(verdicts(rows, benchTargets)).toEqual(['Every target held in this run.']);
  });

  it('names the route and both figures of each miss', () => {
    const rows = [
      row('/', { tbt: 252, performance: 95 }, { lcp: 1200, tbt: 540 }, { lcp: 995, tbt: 141 }),
      row('peer /', { tbt: 38 }, {}, null),
    ];
    expect(verdicts(rows, benchTargets)).toEqual([
      'Missed:',
      '- /: performance 95',
      "- /: simulated TBT 252 ms, the peer's 38 ms",
      '- /: real LCP 1200 ms, floor 995 ms',
      '- /: real TBT 540 ms, floor 141 ms',
    ]);
  });

  it('reads a real TBT within one long task of a near-zero floor as held', () => {
    expect(verdicts([row('/404', {}, { tbt: 40 }, { tbt: 0 })], benchTargets)).toEqual([
      'Every target held in this run.',
    ]);
  });
});
