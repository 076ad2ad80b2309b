import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-browser.mjs';
import { ports } from './scripts/site-map.mjs';

const baseURL = `http://localhost:${ports.e2e}`;
const executablePath = findChromium();

export default defineConfig({
  testDir: 'tests/e2e',
  fullyParallel: true,
  workers: 2,
  forbidOnly: true,
  reporter: [['list']],
  timeout: 30_000,
  expect: { timeout: 7_000 },
  use: {
    ...devices['Desktop Chrome'],
    baseURL,
    launchOptions: { ...(executablePath ? { executablePath } : {}), args: chromiumArgs },
    serviceWorkers: 'block',
  },
  webServer: {
    command: 'node scripts/serve.mjs',
    env: { PORT: String(ports.e2e) },
    url: baseURL,
    reuseExistingServer: false,
  },
});
