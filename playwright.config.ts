import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-browser.mjs';
import { ports } from './scripts/site-map.mjs';
import type { ServerOptions } from './tests/e2e/fixtures';

const baseURL = `http://localhost:${ports.e2e}`;
// Wrangler listens on IPv4 only, and 'localhost' may resolve to ::1 first.
const cloudflareURL = `http://127.0.0.1:${ports.cloudflare}`;
const executablePath = findChromium();

/**
 * Cloudflare Pages' own runtime (workerd, through `wrangler pages dev`) serving dist/ as the CDN
 * would: its _headers and _redirects, its 404 page, its trailing-slash redirects. Offline: no
 * telemetry; no banner, which is where it asks the npm registry for a newer wrangler; no fetch
 * of a request's `cf` object from workers.cloudflare.com; a fixed compatibility date, without
 * which it warns and asks the registry again. It needs no login.
 */
const wrangler = {
  command: [
    `wrangler pages dev dist --ip 127.0.0.1 --port ${ports.cloudflare}`,
    '--compatibility-date 2026-10-30 --log-level warn --show-interactive-dev-session=false',
  ].join(' '),
  env: {
    WRANGLER_SEND_METRICS: 'false',
    WRANGLER_SEND_ERROR_REPORTS: 'false',
    WRANGLER_HIDE_BANNER: 'true',
    CLOUDFLARE_CF_FETCH_ENABLED: 'false',
  },
  url: cloudflareURL,
  reuseExistingServer: false,
};

export default defineConfig<ServerOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
    serviceWorkers: 'block',
  },
  projects: [
    // Every test, against npm start's server.
    { name: 'serve', use: { baseURL, server: 'serve.mjs' } },
    // The tests of what the CDN decides (headers, caching, redirects, the 404 page), tagged
    // '@cdn', again against Cloudflare's runtime: both servers read the same dist/_headers and
    // dist/_redirects.
    {
      name: 'cloudflare',
      testMatch: ['security-headers.spec.ts', 'not-found.spec.ts', 'redirects.spec.ts'],
      grep: /@cdn/,
      use: { baseURL: cloudflareURL, server: 'wrangler' },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.mjs',
      env: { PORT: String(ports.e2e) },
      url: baseURL,
      reuseExistingServer: false,
    },
    wrangler,
  ],
});
