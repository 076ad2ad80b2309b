import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { type ExperimentFile, planExperiments, readExperiments } from './plan';

const campaigns = ['index', 'home-shorter', 'home-longer', 'msp-liasonai', 'msp-b'];
const test = (data: Partial<ExperimentFile> = {}): ExperimentFile => ({
  page: 'index',
  running: true,
  pageShare: 50,
  variants: [{ name: 'shorter', page: 'home-shorter', share: 50, servedToEveryone: false }],
  ...data,
});
const file = 'src/content/experiments/home-headline.yaml';

describe('the experiments plan', () => {
  it('gives the edge each running experiment, the page first, and marks its versions', () => {
    const { plan, issues } = planExperiments([{ file, data: test() }], campaigns);
    expect(issues).toEqual([]);
    expect(plan.running).toEqual([
      {
        name: 'home-headline',
        page: '/',
        variants: [
          { name: 'control', address: '/', share: 50 },
          { name: 'shorter', address: '/home-shorter', share: 50 },
        ],
      },
    ]);
    expect(plan.versionOf).toEqual({ 'home-shorter': '/' });
  });

  it('runs nothing for an experiment turned off, or one whose version is now the page', () => {
    const off = planExperiments([{ file, data: test({ running: false }) }], campaigns);
    expect(off.plan.running).toEqual([]);
    const won = test();
    won.variants[0] = {
      ...won.variants[0],
      servedToEveryone: true,
    } as ExperimentFile['variants'][0];
    const over = planExperiments([{ file, data: won }], campaigns);
    expect(over.plan.running).toEqual([]);
    expect(over.plan.servedInstead).toEqual({ index: 'home-shorter' });
  });

  it('names the file and the field of each mistake', () => {
    const wrong = (data: Partial<ExperimentFile>, other?: Partial<ExperimentFile>) =>
      planExperiments(
        [
          { file, data: test(data) },
          ...(other ? [{ file: 'src/content/experiments/b.yaml', data: test(other) }] : []),
        ],
        campaigns,
      ).issues;
    expect(wrong({ page: 'dental' })).toEqual([
      `${file}: page: 'dental' is no campaign page (src/content/campaigns/dental.yaml)`,
    ]);
    expect(wrong({ pageShare: 60 })).toEqual([
      `${file}: variants: the shares add up to 110 %, not 100 % (the page's own included)`,
    ]);
    const twice = { name: 'shorter', page: 'home-longer', share: 0, servedToEveryone: false };
    expect(wrong({ variants: [...test().variants, twice] })).toEqual([
      `${file}: variants[1].name: 'shorter' names two versions`,
    ]);
    expect(
      wrong({ variants: [{ name: 'same', page: 'index', share: 50, servedToEveryone: false }] }),
    ).toEqual([`${file}: variants[0].page: is the page tested itself`]);
    expect(wrong({}, { page: 'index' })).toEqual([
      "src/content/experiments/b.yaml: page: 'index' is tested in src/content/experiments/home-headline.yaml already",
      "src/content/experiments/b.yaml: variants[0].page: 'home-shorter' is a version in src/content/experiments/home-headline.yaml already",
    ]);
  });

  it('stops on a file that is not an experiment, naming the file and the field', () => {
    const root = mkdtempSync(join(tmpdir(), 'experiments-'));
    mkdirSync(join(root, 'src/content/experiments'), { recursive: true });
    mkdirSync(join(root, 'src/content/campaigns'), { recursive: true });
    writeFileSync(join(root, 'src/content/campaigns/index.yaml'), 'meta: {}\n');
    writeFileSync(
      join(root, 'src/content/experiments/home.yaml'),
      'page: index\nrunning: true\npageShare: 50.5\nvariants:\n  - name: control\n    page: x\n    share: 50\n',
    );
    expect(() => readExperiments(root)).toThrow(
      /src\/content\/experiments\/home\.yaml has 2 mistakes:\n {2}- pageShare: must be a whole number\n {2}- variants\[0\]\.name: 'control' is the page's own name/,
    );
  });

  it('reads no experiment where there is no folder: the site as it was', () => {
    const root = mkdtempSync(join(tmpdir(), 'experiments-'));
    expect(readExperiments(root)).toEqual({ running: [], versionOf: {}, servedInstead: {} });
  });
});
