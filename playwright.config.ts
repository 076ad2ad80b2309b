import { defineConfig, devices } from '@playwright/test';
import { chromiumArgs, findChromium } from './scripts/find-browser.mjs';

const port = 4322;
const baseURL = `http://localhost:${port}`;
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
    env: { PORT: String(port) },
    url: baseURL,
    reuseExistingServer: false,
  },
});
