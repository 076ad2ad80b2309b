// Prints how many visitors each version of an experiment needs before a difference in booked
// calls means something (src/experiments/sampleSize.ts), for the rates and lifts most pages see.
//   npm run experiment:size                 the table of docs/owner.md
//   npm run experiment:size -- 0.03 0.25     one figure: 3 % booked calls, a lift of 25 %
import { sizeTable, visitorsPerVersion } from '../src/experiments/sampleSize.ts';

const [rate, lift] = process.argv.slice(2).map(Number);
if (rate !== undefined && lift !== undefined) {
  const each = visitorsPerVersion(rate, lift);
  console.log(`${each.toLocaleString('en-US')} visitors a version (95 % confidence, 80 % power)`);
} else {
  console.log(sizeTable([0.01, 0.02, 0.05, 0.1], [0.1, 0.2, 0.3, 0.5]));
  console.log('\nVisitors a version, who accepted measurement: 95 % confidence, 80 % power.');
}
