// Builds a copy of the site with analytics on, every provider pointed at the stand-in
// (tests/analytics/standin.mjs), for the browser tests' `analytics` project. The project's own
// src/site.config.ts is never touched: the project is copied under node_modules/.cache/, the
// `analytics` block written into the copy's config, and the copy built.
//
//   node tests/analytics/build-site.mjs     every provider, in node_modules/.cache/analytics-site
//   ANALYTICS_VARIANT=cookieless ...         Plausible and Umami alone, before the banner, in
//                                            node_modules/.cache/analytics-site-cookieless
//   ANALYTICS_SITE_REUSE=1 ...               keeps a copy built with the same block, no rebuild
import { spawnSync } from 'node:child_process';
import {
  cpSync,
  existsSync,
  mkdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { delimiter, dirname, join, relative, resolve, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import { ports } from '../../scripts/site-map.mjs';
import { standinEmbedConfig } from './standins/embeds.mjs';

const project = fileURLToPath(new URL('../..', import.meta.url));

/**
 * What the build reads besides node_modules: the pages and config, the static files, the scripts
 * astro.config.ts imports, and .node-version (named in the wrong-Node message).
 */
const projectParts = [
  'src',
  'public',
  'scripts',
  'astro.config.ts',
  'package.json',
  'tsconfig.json',
  '.node-version',
];

/** 'all' (every provider) or 'cookieless' (ANALYTICS_VARIANT=cookieless). */
export function analyticsVariant(name = process.env.ANALYTICS_VARIANT) {
  if (!name || name === 'all') return 'all';
  if (name === 'cookieless') return 'cookieless';
  throw new Error(`ANALYTICS_VARIANT must be 'all' or 'cookieless', not '${name}'.`);
}

/** Where a variant's copy of the project lives; the site it builds is in its dist/. */
export function analyticsSiteDir(variant = analyticsVariant()) {
  const name = variant === 'cookieless' ? 'analytics-site-cookieless' : 'analytics-site';
  return join(project, 'node_modules', '.cache', name);
}

/**
 * The `analytics: {...},` entry for src/site.config.ts, indented as the file is: every provider
 * on and loaded from the stand-in at `port`, or for 'cookieless' Plausible and Umami alone and
 * allowed before the visitor answers the banner.
 */
export function analyticsBlock(port, variant = 'all') {
  const at = (path) => `'http://127.0.0.1:${port}${path}'`;
  const providers = {
    plausible: `{ domain: 'www.example.com', scriptUrl: ${at('/plausible/script.manual.js')} }`,
    umami: `{
      websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
      scriptUrl: ${at('/umami/script.js')},
    }`,
    googleAnalytics: `{ measurementId: 'G-TEST12345', scriptUrl: ${at('/gtag/js')} }`,
    googleTagManager: `{ containerId: 'GTM-TEST123', scriptUrl: ${at('/gtm.js')} }`,
    metaPixel: `{ pixelId: '123456789012345', scriptUrl: ${at('/fbevents.js')} }`,
    linkedIn: `{
      partnerId: '1234567',
      bookingConversionId: '7654321',
      scriptUrl: ${at('/insight.min.js')},
    }`,
  };
  const chosen =
    variant === 'cookieless'
      ? [`plausible: ${providers.plausible},`, `umami: ${providers.umami},`]
      : Object.entries(providers).map(([name, value]) => `${name}: ${value},`);
  if (variant === 'cookieless') chosen.push('cookielessWithoutBanner: true,');
  return `  analytics: {\n${chosen.map((line) => `    ${line}`).join('\n')}\n  },\n`;
}

/**
 * The config's source with `block` as its `analytics` entry, right after the `flags: {...},`
 * entry. An `analytics` entry the project already has (top level, two spaces in) is taken out
 * first: two would leave which one counts to the order of keys. No `flags` entry: an error, as
 * the file has changed shape and this script must follow it.
 */
export function withAnalytics(source, block) {
  const lines = source.split('\n');
  const start = lines.findIndex((line) => /^ {2}analytics\s*:/.test(line));
  if (start !== -1) {
    // The entry ends on its own line when its braces balance there, else at the first line back
    // at its indentation (the closing '},').
    const opens = (line) =>
      (line.match(/[{[(]/g) ?? []).length - (line.match(/[}\])]/g) ?? []).length;
    let end = start;
    if (opens(lines[start]) > 0) {
      while (end + 1 < lines.length && !/^ {2}\S/.test(lines[end + 1])) end += 1;
      end += 1;
    }
    lines.splice(start, end - start + 1);
  }
  const kept = lines.join('\n');
  const anchor = /^ {2}flags: \{[^}]*\},\n/m;
  const match = anchor.exec(kept);
  if (!match) {
    throw new Error(
      "src/site.config.ts has no '  flags: {...},' entry to put the analytics block after: " +
        'update withAnalytics() in tests/analytics/build-site.mjs to the file as it is now.',
    );
  }
  const after = match.index + match[0].length;
  return kept.slice(0, after) + block + kept.slice(after);
}

/**
 * The stylesheet's Tailwind import, told to look for class names in the project itself. Left to
 * find them on its own it would look in the copy, which sits inside node_modules: there Tailwind
 * ignores nothing, not even node_modules (through the copy's link), and the inlined CSS grew by
 * 85 KB of classes named in dependencies. The project holds the same pages and components, so
 * the CSS comes out as the real build's.
 */
export function scanningProject(css, cssDir) {
  const plain = '@import "tailwindcss";';
  if (!css.includes(plain)) {
    throw new Error(
      `src/styles/global.css has no '${plain}' line: update scanningProject() in ` +
        'tests/analytics/build-site.mjs to the file as it is now.',
    );
  }
  const source = relative(cssDir, project).split(sep).join('/');
  return css.replace(plain, `@import "tailwindcss" source("${source}");`);
}

/** A fresh copy of the project in `dir`, its node_modules a link to the project's. */
function copyProject(dir) {
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const part of projectParts) {
    cpSync(join(project, part), join(dir, part), { recursive: true });
  }
  symlinkSync(join(project, 'node_modules'), join(dir, 'node_modules'), 'dir');
  const css = join(dir, 'src/styles/global.css');
  writeFileSync(css, scanningProject(readFileSync(css, 'utf8'), dirname(css)));
}

/**
 * `astro build` in the copy, its output kept for the caller to show. node_modules/.bin leads
 * PATH, as in an npm script, so the build runs on the Node 24 npm installed there (package.json
 * optionalDependencies), whatever Node ran this.
 */
function build(dir) {
  const bin = join(project, 'node_modules', '.bin');
  const run = spawnSync(join(bin, 'astro'), ['build'], {
    cwd: dir,
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
    env: { ...process.env, PATH: [bin, process.env.PATH].join(delimiter) },
  });
  const show = () => {
    process.stdout.write(run.stdout ?? '');
    process.stderr.write(run.stderr ?? '');
  };
  return {
    ok: run.status === 0,
    said: `${run.stdout}${run.stderr}`,
    exit: run.status ?? run.signal,
    show,
  };
}

/**
 * The config's source with the calendar and the intake form pointed at the stand-in, so the tests
 * can book a call in the calendar and see the form shown.
 */
export function withStandinEmbeds(source, port) {
  let changed = source;
  for (const [key, url] of Object.entries(standinEmbedConfig(port))) {
    const line = new RegExp(`^( {2}${key}: )'[^']*',$`, 'm');
    if (!line.test(changed)) {
      throw new Error(
        `src/site.config.ts has no '  ${key}: '...',' line: update withStandinEmbeds() in ` +
          'tests/analytics/build-site.mjs to the file as it is now.',
      );
    }
    changed = changed.replace(line, `$1'${url}',`);
  }
  return changed;
}

/** Copies the project, writes the analytics block and the stand-in embeds into it, and builds. */
function copyAndBuild(dir, block) {
  copyProject(dir);
  const config = join(dir, 'src/site.config.ts');
  const source = readFileSync(config, 'utf8');
  writeFileSync(config, withStandinEmbeds(withAnalytics(source, block), ports.standin));
  const result = build(dir);
  result.show();
  if (!result.ok) throw new Error(`astro build failed in ${dir} (exit ${result.exit}).`);
}

function main() {
  const variant = analyticsVariant();
  const dir = analyticsSiteDir(variant);
  const dist = join(dir, 'dist');
  const block = analyticsBlock(ports.standin, variant);
  const config = join(dir, 'src/site.config.ts');
  // Reused only if built with this same block: a copy built for another stand-in port would send
  // its calls where no test is listening.
  const reusable =
    process.env.ANALYTICS_SITE_REUSE === '1' &&
    existsSync(join(dist, 'index.html')) &&
    existsSync(config) &&
    readFileSync(config, 'utf8').includes(block);
  if (reusable) console.log(`Reusing the analytics site (${variant}) built before.`);
  else copyAndBuild(dir, block);
  console.log(`Analytics site (${variant}): ${dist}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
