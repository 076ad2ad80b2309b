// Finds a Chromium to drive: Playwright's own if installed, then CHROME_PATH, then the system's.
import { existsSync } from 'node:fs';
import { createRequire } from 'node:module';

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium() {
  try {
    const require = createRequire(import.meta.url);
    const { chromium } = require('playwright-core');
    const own = chromium.executablePath();
    if (own && existsSync(own)) return own;
  } catch {
    // playwright-core has no browser of its own here: fall through to the others.
  }
  if (process.env.CHROME_PATH && existsSync(process.env.CHROME_PATH))
    return process.env.CHROME_PATH;
  return systemPaths.find((path) => existsSync(path)) ?? null;
}

/** The flags every headless run uses on these machines (no sandbox as root, no phoning home). */
export const chromiumArgs = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];
