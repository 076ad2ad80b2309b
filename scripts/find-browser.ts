// Finds the browsers to drive: a Chromium (Playwright's own if installed, then CHROME_PATH, then
// the system's) and WebKitGTK's WebDriver, MiniBrowser and Xvfb for the WebKit suite.
import { existsSync, readdirSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';

const systemPaths = [
  '/usr/bin/chromium',
  '/usr/bin/chromium-browser',
  '/usr/bin/google-chrome',
  '/usr/bin/google-chrome-stable',
];

export function findChromium(): string | null {
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

/**
 * Chromium's headless shell (Debian's chromium-headless-shell, or CHROME_HEADLESS_SHELL_PATH): the
 * same Blink without the browser around it, which Playwright itself runs headless tests in. The
 * Chromium suite takes about two thirds of the time in it. Null when it is not installed.
 */
export function findHeadlessShell(): string | null {
  const paths = [
    process.env.CHROME_HEADLESS_SHELL_PATH,
    '/usr/lib/chromium/chromium-headless-shell',
    '/usr/bin/chromium-headless-shell',
  ];
  return paths.find((path) => path && existsSync(path)) ?? null;
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

/** WebKitGTK's WebDriver, the MiniBrowser it drives and the X server it shows on: paths, or null. */
export function findWebKit(): {
  driver: string | null;
  miniBrowser: string | null;
  xvfb: string | null;
} {
  const driver = process.env.WEBKIT_DRIVER_PATH ?? '/usr/bin/WebKitWebDriver';
  const miniBrowser =
    process.env.MINIBROWSER_PATH ??
    // The library's folder is named for the machine's architecture (x86_64-linux-gnu, ...).
    ['/usr/lib', '/usr/libexec']
      .flatMap((root) => {
        const dirs = existsSync(root) ? readdirSync(root) : [];
        return [
          join(root, 'webkit2gtk-4.1', 'MiniBrowser'),
          ...dirs.map((dir) => join(root, dir, 'webkit2gtk-4.1', 'MiniBrowser')),
        ];
      })
      .find((path) => existsSync(path));
  const xvfb = '/usr/bin/Xvfb';
  return {
    driver: existsSync(driver) ? driver : null,
    miniBrowser: miniBrowser && existsSync(miniBrowser) ? miniBrowser : null,
    xvfb: existsSync(xvfb) ? xvfb : null,
  };
}
