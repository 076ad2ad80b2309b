// Makes sure the browsers exist before browser tests: installs Debian's when it can, else says how.
// `node scripts/ensure-browser.ts` checks for Chromium (and Java, for the HTML check); `webkit`,
// for WebKitGTK and Xvfb; `all`, for both, in one apt-get run (npm test starts it beside the
// type check and the unit tests, so a fresh machine installs while they run).
import { execSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { findChromium, findHeadlessShell, findWebKit } from './find-browser.ts';

const hasJava = () => {
  try {
    execSync('java -version', { stdio: 'ignore' });
    return true;
  } catch {
    return false;
  }
};

interface Need {
  packages: string[];
  found: () => boolean;
  /** Enough to run the suite without what is missing. */
  enough: () => boolean;
  hint: string;
}

const needs: Record<'chromium' | 'java' | 'webkit', Need> = {
  chromium: {
    // Without the shell the suite runs in the whole Chromium: slower, the same results.
    packages: ['chromium', 'chromium-headless-shell'],
    found: () => findChromium() !== null && findHeadlessShell() !== null,
    enough: () => findChromium() !== null,
    hint: 'set CHROME_PATH and CHROME_HEADLESS_SHELL_PATH',
  },
  // The HTML check (with the Chromium suite) runs the Nu Html Checker on Java.
  java: {
    packages: ['default-jre-headless'],
    found: hasJava,
    enough: () => true,
    hint: 'install a Java runtime for the HTML check',
  },
  webkit: {
    packages: ['webkit2gtk-driver', 'xvfb'],
    found: () => Object.values(findWebKit()).every(Boolean),
    enough: () => false,
    hint: 'set WEBKIT_DRIVER_PATH and MINIBROWSER_PATH',
  },
};

const choices: Record<string, Need[]> = {
  webkit: [needs.webkit],
  all: [needs.chromium, needs.java, needs.webkit],
};
const wanted = choices[process.argv[2] ?? ''] ?? [needs.chromium, needs.java];

// `all` only gets ahead of the suites: what it cannot install, each suite's own check stops at.
const mustHave = (need: Need) => process.argv[2] !== 'all' && !need.enough();
const missing = wanted.filter((need) => !need.found());
if (missing.length === 0) process.exit(0);

// The fallback faces' metrics are matched to Liberation Sans where Arial is absent (a Recommends
// of Chromium's, which this install leaves out with the rest: printers, desktop services, Perl).
const packages = [...missing.flatMap((need) => need.packages), 'fonts-liberation'];
const canApt = process.getuid?.() === 0 && existsSync('/usr/bin/apt-get');
if (!canApt) {
  const short = missing.filter(mustHave);
  const say = short.length ? console.error : console.log;
  say(
    `Missing: ${packages.join(' ')}. Run "sudo apt-get install -y --no-install-recommends ${packages.join(' ')}" (or ${missing.map((need) => need.hint).join('; ')}).`,
  );
  process.exit(short.length ? 1 : 0);
}

console.log(`Installing Debian's ${packages.join(' ')} with apt-get...`);
try {
  execSync(
    `apt-get update -qq && DEBIAN_FRONTEND=noninteractive apt-get install -y -qq --no-install-recommends ${packages.join(' ')}`,
    { stdio: ['ignore', 'ignore', 'inherit'] },
  );
} catch {
  console.error(`Installing ${packages.join(' ')} failed: install them by hand and try again.`);
}
const short = missing.filter((need) => !need.found() && mustHave(need));
if (short.length > 0) {
  console.error(
    `Still missing after apt-get: ${short.flatMap((need) => need.packages).join(' ')} (${short.map((need) => need.hint).join('; ')}).`,
  );
  process.exit(1);
}
