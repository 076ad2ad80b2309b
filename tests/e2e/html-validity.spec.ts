/**
 * Every file the build wrote for a page, the 404 page and the redirect pages included, is valid
 * HTML by the W3C Nu Html Checker (npm `vnu-jar`, on Java). Errors fail; warnings and info do not.
 * The only errors let through are listed below, each by its exact message, with its reason.
 */
import { execFile } from 'node:child_process';
import { createRequire } from 'node:module';
import { relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { builtRedirects, builtRoutes, htmlFileOf } from '../../scripts/site-map.ts';
import { expect, test } from './fixtures';

/** One report line of `--format json`; columns are missing where the checker knows only the end. */
interface CheckerMessage {
  type: 'error' | 'info' | 'non-document-error';
  subType?: string;
  url?: string;
  message: string;
  extract?: string;
  firstLine?: number;
  lastLine?: number;
  firstColumn?: number;
  lastColumn?: number;
}

/** An error let through: its exact message, a piece of the markup it must point at, and why. */
interface Allowed {
  message: string;
  extract?: string;
  why: string;
}

const redirects = builtRedirects();

const allowed: Allowed[] = [
  // Astro's own output, which no component or setting of this site writes.
  {
    message: 'A “style” element in “body” must be the first child of its parent.',
    extract: '<style>astro-',
    why: "Astro writes its islands' style just before a page's first island, wherever that falls",
  },
  ...redirects.map(([from, to]) => ({
    message: `Bad value “0;url=${to}” for attribute “content” on element “meta”: Expected a space character, but saw “u” instead.`,
    why: `Astro's page for the redirect ${from} writes "0;url=" with no space; browsers follow it`,
  })),
  // Tailwind's CSS, each page's first-screen rules inline: valid CSS that the checker's older CSS
  // grammar lacks (no first screen uses an opening transition, so no @starting-style is inline).
  ...['@property'].map((rule) => ({
    message: `CSS: Unrecognized at-rule “${rule}”`,
    why: `${rule}, in every major browser since 2024`,
  })),
  {
    message: "CSS: “container-type”: Property “container-type” doesn't exist.",
    why: 'container queries, which size the video title card',
  },
  {
    message: "CSS: “margin-trim”: Property “margin-trim” doesn't exist.",
    why: "only tested for, in Tailwind's @supports that finds browsers without @property",
  },
  {
    message:
      'CSS: “transition-property”: “--tw-gradient-from” is not a “transition-property” value.',
    why: 'a custom property may be transitioned by name',
  },
  ...['right', 'margin-top', 'gap', 'padding-inline', 'padding-block', 'font-size'].map(
    (property) => ({
      message: `CSS: “${property}”: Unknown dimension.`,
      why: 'the cqw unit (container query width) of the video title card and play button',
    }),
  ),
  ...['width', 'height', 'font-size', '--tw-shadow'].map((property) => ({
    message: `CSS: “${property}”: Parse Error.`,
    why: 'max() with a cqw length, in the video title card and play button',
  })),
];

const checkerJar = String(createRequire(import.meta.url)('vnu-jar'));
const noJava =
  'No "java" found: the HTML check runs the Nu Html Checker on Java 17 or newer; install one (Debian: "apt-get install -y default-jre-headless") and try again.';

/** Runs the checker once over all files: one Java start-up, which costs more than the checking. */
function check(files: string[]): Promise<CheckerMessage[]> {
  // C1-only JIT suits a run of seconds; its larger frames need more stack for the schema walk.
  const java = ['-XX:TieredStopAtLevel=1', '-XX:+UseSerialGC', '-Xss8m', '-jar', checkerJar];
  const options = ['--format', 'json', '--stdout', '--exit-zero-always'];
  return new Promise((resolve, reject) => {
    execFile(
      'java',
      [...java, ...options, ...files],
      { maxBuffer: 64 * 1024 * 1024 },
      (error, stdout, stderr) => {
        if (error?.code === 'ENOENT') reject(new Error(noJava));
        else if (error) reject(new Error(`The Nu Html Checker failed: ${stderr || error.message}`));
        else resolve((JSON.parse(stdout) as { messages: CheckerMessage[] }).messages);
      },
    );
  });
}

/** 'dist/resources/index.html:57:12099: message', then the markup it points at. */
function formatError(message: CheckerMessage): string {
  const file = message.url ? relative(process.cwd(), fileURLToPath(message.url)) : '(no file)';
  const line = message.firstLine ?? message.lastLine ?? 0;
  const column = message.firstColumn ?? message.lastColumn ?? 0;
  const markup = (message.extract ?? '').replace(/\s+/g, ' ').trim();
  return `${file}:${line}:${column}: ${message.message}${markup ? `\n    at: ${markup}` : ''}`;
}

test('every built page is valid HTML by the Nu Html Checker', async () => {
  // Java's start-up and the inlined CSS take a few seconds; a busy machine may triple that.
  test.setTimeout(60_000);
  const files = [...builtRoutes(), ...redirects.map(([from]) => from)].map((route) =>
    htmlFileOf(route),
  );
  const messages = await check(files);

  const used = new Set<Allowed>();
  const errors = messages.filter((message) => {
    if (message.type === 'info') return false;
    const match = allowed.find(
      (entry) =>
        entry.message === message.message &&
        (!entry.extract || message.extract?.includes(entry.extract)),
    );
    if (match) used.add(match);
    return !match;
  });
  const report = errors.map(formatError).join('\n');
  expect(errors.length, `HTML errors in the built site:\n${report}\n`).toBe(0);

  const stale = allowed.filter((entry) => !used.has(entry)).map((entry) => entry.message);
  expect(stale, 'allowed errors the checker no longer reports: remove them').toEqual([]);
});
