// Lighthouse (mobile preset) on every route of the built site, two ways: the simulated load that
// PageSpeed Insights shows an owner, and a real load under the same slow 4G and 4x slower CPU
// (Lighthouse's devtools throttling). The real load is also run on the route's no-script floor
// (the same HTML and CSS with every script removed), and a peer site can be measured in the same
// run: on a shared machine a figure only means something beside another taken in the same minutes,
// so every audit of a round runs before the next round starts. Prints medians and the verdicts.
// Usage: npm run bench [-- /route ...]
//   RUNS=5                  rounds (3 by default)
//   BENCH_PEER=<folder>     a peer's built site, measured at BENCH_PEER_ROUTES (default '/')
//   DIST_DIR=<folder>       measure another build (the analytics tests' copy, for instance)
//   BENCH_CONSENT=Accept    a visitor who answered the measurement banner so before: the answer
//                            is given on the home page first, the HTTP cache then cleared, and
//                            Lighthouse keeps the site's storage (where the answer is kept)
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, writeFileSync } from 'node:fs';
import { resolve } from 'node:path';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { type BenchRow, benchTargets, median, verdicts } from './bench-targets.ts';
import { chromiumArgs, findChromium } from './find-browser.ts';
import { writeFloor } from './floor.ts';
import { builtRoutes, ports } from './site-map.ts';

const runs = Number(process.env.RUNS ?? 3);
const consent = process.env.BENCH_CONSENT;
const dist = resolve(process.env.DIST_DIR ?? 'dist');
const peerDir = process.env.BENCH_PEER ? resolve(process.env.BENCH_PEER) : null;
const peerRoutes = (process.env.BENCH_PEER_ROUTES ?? '/').split(',');
const fromArgs = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
const routes = fromArgs.length ? fromArgs : builtRoutes(dist);

type Figures = BenchRow['real'];
type Method = 'simulate' | 'devtools';
type Server = { origin: string; stop: () => Promise<unknown> };

const servers: ChildProcess[] = [];
/** What Ctrl-C does to a server: SIGINT to its whole process group, if it still runs. */
const interrupt = (server: ChildProcess) => {
  if (server.exitCode === null && server.signalCode === null && server.pid)
    process.kill(-server.pid, 'SIGINT');
};
// Outside the bench's process group, a server, or Lighthouse's Chrome, would outlive the bench:
// stopped however it ends.
process.once('exit', () => {
  chromeLauncher.killAll();
  servers.forEach(interrupt);
});
process.once('SIGINT', () => process.exit(130));

/**
 * Serves a folder as `npm start` does, on its own port; resolves once it answers. Each server has
 * its own process group and is stopped as Ctrl-C stops `npm start`, the whole group at once: with
 * wrangler alone signalled, its esbuild child is left mid-answer and prints a Go stack trace.
 */
async function serve(dir: string, port: number): Promise<Server> {
  const server = spawn(process.execPath, ['scripts/serve.ts'], {
    env: { ...process.env, PORT: String(port), DIST_DIR: dir },
    stdio: ['ignore', 'pipe', 'inherit'],
    detached: true,
  });
  servers.push(server);
  await new Promise((done, fail) => {
    server.stdout?.once('data', done);
    server.once('exit', (code) => fail(new Error(`the server for ${dir} stopped (${code})`)));
  });
  const stopped = new Promise((done) => server.once('exit', done));
  const stop = () => {
    interrupt(server);
    return stopped;
  };
  return { origin: `http://localhost:${port}`, stop };
}

/** Answers the banner as a visitor would, then empties the cache, so only the answer is kept. */
async function answerBanner(chromePort: number, origin: string, answer: string) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const context = browser.contexts()[0];
  if (!context) throw new Error('the bench’s Chrome has no browser context');
  const page = await context.newPage();
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: answer }).click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

const chromeBinary = findChromium();
const chromePath = chromeBinary ? { chromePath: chromeBinary } : {};

/** One Lighthouse run in a fresh browser: nothing cached, nothing stored. */
async function audit(url: string, method: Method, origin: string): Promise<Figures> {
  const chrome = await chromeLauncher.launch({
    ...chromePath,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    if (consent) await answerBanner(chrome.port, origin, consent);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      throttlingMethod: method,
      disableStorageReset: Boolean(consent),
    });
    if (!result) throw new Error(`${url} (${method}): Lighthouse gave no result`);
    const { categories, audits, runtimeError } = result.lhr;
    const missing = ['largest-contentful-paint', 'total-blocking-time'].find(
      (id) => audits[id]?.numericValue === undefined,
    );
    if (runtimeError || missing) {
      throw new Error(`${url} (${method}): ${runtimeError?.message ?? `no ${missing}`}`);
    }
    const details = audits['network-requests']?.details;
    const requests = (details && 'items' in details ? details.items : []) as {
      resourceType?: string;
      transferSize?: number;
    }[];
    const scripts = requests.filter((item) => item.resourceType === 'Script');
    const score = (id: string) => (categories[id]?.score ?? 0) * 100;
    const value = (id: string) => audits[id]?.numericValue ?? 0;
    return {
      performance: score('performance'),
      accessibility: score('accessibility'),
      bestPractices: score('best-practices'),
      seo: score('seo'),
      lcp: value('largest-contentful-paint'),
      tbt: value('total-blocking-time'),
      cls: value('cumulative-layout-shift'),
      jsKb: scripts.reduce((sum, item) => sum + (item.transferSize ?? 0), 0) / 1024,
    };
  } finally {
    chrome.kill();
  }
}

const floorDir = resolve('reports/floor');
writeFloor(dist, floorDir);
const site = await serve(dist, ports.bench);
const floor = await serve(floorDir, ports.bench + 100);
const peer = peerDir ? await serve(peerDir, ports.bench + 200) : null;

/** Every audit of one round, each a (target, route, method) triple. */
const plan: { key: string; server: Server; route: string; method: Method }[] = [
  ...routes.flatMap((route) => [
    { key: `site ${route}`, server: site, route, method: 'simulate' as const },
    { key: `site ${route}`, server: site, route, method: 'devtools' as const },
    { key: `floor ${route}`, server: floor, route, method: 'devtools' as const },
  ]),
  ...(peer
    ? peerRoutes.flatMap((route) => [
        { key: `peer ${route}`, server: peer, route, method: 'simulate' as const },
        { key: `peer ${route}`, server: peer, route, method: 'devtools' as const },
      ])
    : []),
];

const samples = new Map<string, Figures[]>();
try {
  for (let round = 1; round <= runs; round += 1) {
    for (const { key, server, route, method } of plan) {
      const url = `${server.origin}${route}`;
      // A run Lighthouse could not finish (a busy host) is tried once more, then stops the bench.
      const sample = await audit(url, method, server.origin).catch((error) => {
        process.stderr.write(`${error.message}: trying once more\n`);
        return audit(url, method, server.origin);
      });
      const id = `${key} ${method}`;
      samples.set(id, [...(samples.get(id) ?? []), sample]);
    }
    process.stderr.write(`round ${round} of ${runs} done\n`);
  }
} finally {
  await Promise.all([site, floor, peer].map((server) => server?.stop()));
}

/** The median of each figure over the rounds, for one target and method. */
function medians(key: string, method: Method): Figures | null {
  const list = samples.get(`${key} ${method}`);
  if (!list?.[0]) return null;
  const keys = Object.keys(list[0]) as (keyof Figures)[];
  return Object.fromEntries(keys.map((k) => [k, median(list.map((s) => s[k]))])) as Record<
    keyof Figures,
    number
  >;
}

/** The medians of a target and method that every round measured. */
const measured = (key: string, method: Method): Figures => {
  const figures = medians(key, method);
  if (!figures) throw new Error(`no rounds measured ${key} (${method})`);
  return figures;
};

const rows: BenchRow[] = [
  ...routes.map((route) => ({
    route,
    simulated: measured(`site ${route}`, 'simulate'),
    real: measured(`site ${route}`, 'devtools'),
    floor: medians(`floor ${route}`, 'devtools'),
  })),
  ...(peer
    ? peerRoutes.map((route) => ({
        route: `peer ${route}`,
        simulated: measured(`peer ${route}`, 'simulate'),
        real: measured(`peer ${route}`, 'devtools'),
        floor: null,
      }))
    : []),
];

const ms = (value: number | undefined) => (value == null ? '' : Math.round(value));
const ratio = (a: number | undefined, b: number | undefined) =>
  a == null || b == null || b === 0 ? '' : (a / b).toFixed(2);
const lines = [
  `Lighthouse mobile, median of ${runs} rounds; 'real' is a devtools-throttled load, 'floor' the same page with no script`,
  '',
  '| route | perf | a11y | BP | SEO | LCP sim (ms) | TBT sim (ms) | CLS sim | LCP real (ms) | floor | × | TBT real (ms) | floor | × | JS KB |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows
    .map(({ route, simulated: s, real: r, floor: f }) =>
      [
        route,
        Math.round(s.performance),
        Math.round(s.accessibility),
        Math.round(s.bestPractices),
        Math.round(s.seo),
        ms(s.lcp),
        ms(s.tbt),
        s.cls.toFixed(3),
        ms(r.lcp),
        ms(f?.lcp),
        ratio(r.lcp, f?.lcp),
        ms(r.tbt),
        ms(f?.tbt),
        ratio(r.tbt, f?.tbt),
        s.jsKb.toFixed(1),
      ].join(' | '),
    )
    .map((line) => `| ${line} |`),
  '',
  ...verdicts(rows, benchTargets),
];
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify({ runs, rows }, null, 2));
console.log(lines.join('\n'));
