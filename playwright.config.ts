import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium, findHeadlessShell } from './scripts/find-browser.ts';
import { ports } from './scripts/site-map.ts';
import { analyticsSiteDir } from './tests/analytics/build-site.ts';
import type { ProjectOptions } from './tests/e2e/fixtures';

const baseURL = `http://localhost:${ports.e2e}`;
const chromium = findChromium();
/** Where installed, Chromium's headless shell: the same engine, about a third faster here. */
const executablePath = findHeadlessShell() ?? chromium;
const analyticsURL = `http://127.0.0.1:${ports.analytics}`;
const standinURL = `http://127.0.0.1:${ports.standin}`;
/**
 * Third parties are unreachable, as they are here and for some visitors: the browser resolves no
 * other host, so their requests fail at once. Blocked by name and not by routing each request
 * through the test runner, which would also turn off the browser's cache.
 */
const args = [
  ...chromiumArgs,
  '--host-resolver-rules=MAP * ~NOTFOUND, EXCLUDE localhost, EXCLUDE 127.0.0.1',
];

/**
 * The analytics tests' two servers: the providers' stand-in, and a copy of the site built with
 * every provider pointed at it (tests/analytics/). The build takes a while, so they start only
 * when the `analytics` project may run: with no --project, or a --project naming it.
 */
const analyticsServers = [
  {
    command: 'node tests/analytics/standin.mjs',
    env: { ANALYTICS_STANDIN_PORT: String(ports.standin) },
    url: `${standinURL}/records`,
    reuseExistingServer: false,
  },
  {
    command: 'node tests/analytics/build-site.ts && node scripts/serve.ts',
    env: {
      ANALYTICS_STANDIN_PORT: String(ports.standin),
      DIST_DIR: `${analyticsSiteDir()}/dist`,
      PORT: String(ports.analytics),
    },
    url: analyticsURL,
    reuseExistingServer: false,
    timeout: 180_000,
  },
];

/**
 * The --project values on the command line ('--project=a', '--project a b'), none for every
 * project. The option takes every word up to the next option, so a test file named after it is
 * read as one too: harmless, as a file path never matches a project name.
 */
function chosenProjects(argv: string[]): string[] {
  const values: string[] = [];
  let taking = false;
  for (const arg of argv) {
    if (arg.startsWith('--project=')) values.push(arg.slice('--project='.length));
    else if (arg.startsWith('-')) taking = arg === '--project';
    else if (taking) values.push(arg);
  }
  return values;
}

/** Whether a --project value (a name, or a pattern with '*') picks `name`, as Playwright reads it. */
function picks(value: string, name: string): boolean {
  const escaped = value.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replaceAll('*', '.*');
  return new RegExp(`^${escaped}$`, 'i').test(name);
}

const chosen = chosenProjects(process.argv);
// The interaction project runs after every other, the analytics one among them.
const analyticsMayRun =
  chosen.length === 0 ||
  chosen.some((value) => picks(value, 'analytics') || picks(value, 'interaction'));

export default defineConfig<ProjectOptions>({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    launchOptions: { ...(executablePath ? { executablePath } : {}), args },
    serviceWorkers: 'block',
  },
  projects: [
    // The marketer's journeys in the editor (tests/editor/): each spec starts its own copy and
    // server, so nothing here waits for them. First, so that its one-at-a-time chain of builds
    // runs on one worker while the other takes the rest.
    {
      name: 'editor',
      testDir: 'tests/editor',
      testMatch: '*.spec.ts',
      workers: 1,
      timeout: 120_000,
      use: { screenshot: 'only-on-failure', actionTimeout: 15_000 },
    },
    // Every test but the analytics ones, against npm start's server: Cloudflare Pages' runtime.
    {
      name: 'serve',
      testIgnore: [
        'analytics*.spec.ts',
        'first-visit-fonts.spec.ts',
        'interaction-during-load.spec.ts',
      ],
      use: { baseURL },
    },
    // What the site sends each analytics provider, against the copy built with every provider on.
    // Each test reads the stand-in's records of its own browser alone (tests/e2e/fixtures.ts).
    {
      name: 'analytics',
      testMatch: ['analytics*.spec.ts'],
      // Its site is a copy with its own providers: every test there starts before an answer.
      use: { baseURL: analyticsURL, answered: false },
    },
    // After the rest, beside the analytics' one-at-a-time tests, on a worker they leave free.
    // The font swap's layout shift, in the whole Chromium: where a line of the fallback face wraps
    // depends on how the browser draws text, and the shell's drawing differs from Chrome's (there,
    // /resources at 390 px shifts 0.021 at the swap; in the whole Chromium, 0.0002).
    {
      name: 'fonts',
      testMatch: ['first-visit-fonts.spec.ts'],
      use: {
        baseURL,
        launchOptions: { ...(chromium ? { executablePath: chromium } : {}), args },
      },
    },
    // A tap's time to the next paint on a CPU slowed four times, measured once everything else is
    // done and one test at a time: beside another test, on 2 cores, the slowdown doubles and the
    // figure says nothing.
    {
      name: 'interaction',
      testMatch: ['interaction-during-load.spec.ts'],
      workers: 1,
      dependencies: ['serve', 'analytics', 'editor', 'fonts'],
      use: { baseURL },
    },
  ],
  webServer: [
    {
      command: 'node scripts/serve.ts',
      env: { PORT: String(ports.e2e) },
      url: baseURL,
      reuseExistingServer: false,
    },
    ...(analyticsMayRun ? analyticsServers : []),
  ],
});
