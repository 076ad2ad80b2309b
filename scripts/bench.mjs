// Lighthouse (mobile preset) on every route of the built site, RUNS times each; prints medians.
// Usage: npm run bench [-- /route ...]
//   DIST_DIR=<folder>        measure another build (the analytics tests' copy, for instance)
//   BENCH_CONSENT=Accept    a visitor who answered the measurement banner so before: the answer
//                            is given on the home page first, the HTTP cache then cleared, and
//                            Lighthouse keeps the site's storage (where the answer is kept)
import { spawn } from 'node:child_process';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumArgs, findChromium } from './find-browser.mjs';
import { builtRoutes, ports } from './site-map.mjs';

const runs = Number(process.env.RUNS ?? 3);
const port = ports.bench;
const origin = `http://localhost:${port}`;

function routes() {
  const fromArgs = process.argv.slice(2).filter((arg) => arg.startsWith('/'));
  return fromArgs.length ? fromArgs : builtRoutes();
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

const consent = process.env.BENCH_CONSENT;

/** Answers the banner as a visitor would, then empties the cache, so only the answer is kept. */
async function answerBanner(chromePort, answer) {
  const { chromium } = await import('playwright-core');
  const browser = await chromium.connectOverCDP(`http://127.0.0.1:${chromePort}`);
  const page = await browser.contexts()[0].newPage();
  await page.goto(`${origin}/`);
  await page.getByRole('button', { name: answer }).click();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.clearBrowserCache');
  await page.close();
  await browser.close();
}

async function audit(url) {
  const chrome = await chromeLauncher.launch({
    chromePath: findChromium() ?? undefined,
    chromeFlags: ['--headless=new', ...chromiumArgs],
  });
  try {
    if (consent) await answerBanner(chrome.port, consent);
    const result = await lighthouse(url, {
      port: chrome.port,
      output: 'json',
      logLevel: 'error',
      disableStorageReset: Boolean(consent),
    });
    const { categories, audits } = result.lhr;
    const requests = audits['network-requests']?.details?.items ?? [];
    const jsBytes = requests
      .filter((item) => item.resourceType === 'Script')
      .reduce((sum, item) => sum + (item.transferSize ?? 0), 0);
    return {
      performance: categories.performance.score * 100,
      accessibility: categories.accessibility.score * 100,
      bestPractices: categories['best-practices'].score * 100,
      seo: categories.seo.score * 100,
      lcp: audits['largest-contentful-paint'].numericValue,
      tbt: audits['total-blocking-time'].numericValue,
      cls: audits['cumulative-layout-shift'].numericValue,
      jsKb: jsBytes / 1024,
    };
  } finally {
    chrome.kill();
  }
}

const server = spawn(process.execPath, ['scripts/serve.mjs'], {
  env: { ...process.env, PORT: String(port) },
});
await new Promise((resolve) => server.stdout.once('data', resolve));

const rows = [];
try {
  for (const route of routes()) {
    const samples = [];
    for (let i = 0; i < runs; i += 1) {
      samples.push(await audit(`${origin}${route}`));
    }
    const m = (key) => median(samples.map((s) => s[key]));
    rows.push({
      route,
      ...Object.fromEntries(Object.keys(samples[0]).map((key) => [key, m(key)])),
    });
    process.stderr.write(`measured ${route}\n`);
  }
} finally {
  server.kill();
}

const lines = [
  `Lighthouse ${JSON.parse(readFileSync('node_modules/lighthouse/package.json', 'utf8')).version}, mobile preset, median of ${runs} runs`,
  '',
  '| route | perf | a11y | best practices | SEO | LCP (s) | TBT (ms) | CLS | JS KB |',
  '| --- | --- | --- | --- | --- | --- | --- | --- | --- |',
  ...rows.map(
    (r) =>
      `| ${r.route} | ${Math.round(r.performance)} | ${Math.round(r.accessibility)} | ${Math.round(r.bestPractices)} | ${Math.round(r.seo)} | ${(r.lcp / 1000).toFixed(2)} | ${Math.round(r.tbt)} | ${r.cls.toFixed(3)} | ${r.jsKb.toFixed(1)} |`,
  ),
];
mkdirSync('reports', { recursive: true });
writeFileSync('reports/bench.json', JSON.stringify(rows, null, 2));
console.log(lines.join('\n'));
