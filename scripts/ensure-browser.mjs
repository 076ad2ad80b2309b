// Makes sure the browsers exist before browser tests: installs Debian's when it can, else says how.
// `node scripts/ensure-browser.mjs` checks for Chromium; with `webkit`, for WebKitGTK and Xvfb.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell, findWebKit } from './find-browser.mjs';

const wanted =
  process.argv[2] === 'webkit'
    ? {
        missing: 'WebKitWebDriver, MiniBrowser or Xvfb missing',
        packages: 'webkit2gtk-driver xvfb',
        found: () => Object.values(findWebKit()).every(Boolean),
        hint: 'set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH',
      }
    : {
        missing: 'Chromium or its headless shell missing',
        packages: 'chromium chromium-headless-shell',
        found: () => findChromium() !== null && findHeadlessShell() !== null,
        // Without the shell the suite runs in the whole Chromium: slower, the same results.
        enough: () => findChromium() !== null,
        hint: 'set CHROME_PATH and CHROME_HEADLESS_SHELL_PATH',
      };

// The HTML check (with the Chromium suite) runs the Nu Html Checker on Java; without apt-get the
// test itself says how.
if (process.argv[2] !== 'webkit') {
  try {
    execSync('java -version', { stdio: 'ignore' });
  } catch {
    if (process.getuid?.() === 0 && existsSync('/usr/bin/apt-get')) {
      console.log("No java found: installing Debian's default-jre-headless with apt-get...");
      try {
        execSync(
          'apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq default-jre-headless',
          { stdio: 'inherit' },
        );
      } catch {
        console.error(
          'Installing default-jre-headless failed: the HTML check will fail until Java is installed.',
        );
      }
    }
  }
}

if (wanted.found()) {
  process.exit(0);
}
const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt && wanted.enough?.()) {
  console.log(`${wanted.missing}: going on with what there is (${wanted.hint} to choose).`);
  process.exit(0);
}
if (!canApt) {
  console.error(
    `${wanted.missing}: run "sudo apt-get install -y ${wanted.packages}" (or ${wanted.hint}) and try again.`,
  );
  process.exit(1);
}
console.log(`${wanted.missing}: installing Debian's ${wanted.packages} with apt-get...`);
try {
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${wanted.packages}`,
    { stdio: 'inherit' },
  );
} catch {
  console.error(
    `Installing ${wanted.packages} failed: run "apt-get install -y ${wanted.packages}" by hand and try again.`,
  );
  process.exit(wanted.enough?.() ? 0 : 1);
}
if (!wanted.found() && !wanted.enough?.()) {
  console.error(
    `${wanted.packages} installed but not found on a known path: ${wanted.hint} and try again.`,
  );
  process.exit(1);
}
