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
export interface BenchRow {
  route: string;
  simulated: Figures;
  real: Figures;
  floor: Figures | null;
}
export const benchTargets: {
  score: number;
  simulatedLcp: number;
  cls: number;
  realLcpOverFloor: number;
  realTbtOverFloor: number;
};
export function median(values: number[]): number;
export function verdicts(rows: BenchRow[], targets: typeof benchTargets): string[];
