// Makes sure a Chromium exists before browser tests: installs Debian's when it can, else says how.
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium } from './find-browser.mjs';

// The HTML check runs the Nu Html Checker on Java; without apt-get the test itself says how.
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

const found = findChromium();
if (found) {
  process.exit(0);
}
const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  console.error(
    'No Chromium found: run "sudo apt-get install -y chromium" (or set CHROME_PATH) and try again.',
  );
  process.exit(1);
}
console.log("No Chromium found: installing Debian's chromium with apt-get...");
try {
  execSync('apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium', {
    stdio: 'inherit',
  });
} catch {
  console.error(
    'Installing chromium failed: run "apt-get install -y chromium" by hand and try again.',
  );
  process.exit(1);
}
if (!findChromium()) {
  console.error('chromium installed but not found on a known path: set CHROME_PATH and try again.');
  process.exit(1);
}
