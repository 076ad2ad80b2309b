/**
 * How many visitors each version needs before a difference in booked calls means something: the
 * usual test of two proportions, two-sided at 95 % confidence with 80 % power. `npm run
 * experiment:size` prints it for common rates (docs/owner.md, 'Reading an experiment').
 */
const Z_CONFIDENCE = 1.959964; // two-sided, 95 %
const Z_POWER = 0.841621; // 80 %

/** Visitors per version to tell `rate` (0.02 for 2 %) from a rate `lift` higher (0.2 for +20 %). */
export function visitorsPerVersion(rate: number, lift: number): number {
  const other = rate * (1 + lift);
  if (!(rate > 0 && other < 1 && lift !== 0)) throw new RangeError('rate and lift out of range');
  const mean = (rate + other) / 2;
  const spread =
    Z_CONFIDENCE * Math.sqrt(2 * mean * (1 - mean)) +
    Z_POWER * Math.sqrt(rate * (1 - rate) + other * (1 - other));
  return Math.ceil(spread ** 2 / (other - rate) ** 2);
}

/** The table docs/owner.md shows: a row per rate, a column per lift. */
export function sizeTable(rates: number[], lifts: number[]): string {
  const percent = (value: number) => `${+(value * 100).toFixed(1)} %`;
  const head = `| Booked calls per visit | ${lifts.map((lift) => `+${percent(lift)}`).join(' | ')} |`;
  const rule = `|---|${lifts.map(() => '---:').join('|')}|`;
  const rows = rates.map(
    (rate) =>
      `| ${percent(rate)} | ${lifts.map((lift) => visitorsPerVersion(rate, lift).toLocaleString('en-US')).join(' | ')} |`,
  );
  return [head, rule, ...rows].join('\n');
}
