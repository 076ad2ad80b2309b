// Builds a copy of the site with analytics on, every provider pointed at the stand-in
// (tests/analytics/standin.mjs), for the browser tests' `analytics` project. The project's own
// files are never touched: the project is copied under node_modules/.cache/, the measurement
// written into the copy's src/content/analytics.json, and the copy built.
//
//   node tests/analytics/build-site.ts     every provider, in node_modules/.cache/analytics-site
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
import { ports } from '../../scripts/site-map.ts';
import type { AnalyticsConfig } from '../../src/analytics/config';
import { standinEmbedConfig } from './standins/embeds.mjs';
import { standinEndpointConfig } from './standins/endpoints.mjs';

export type AnalyticsVariant = 'all' | 'cookieless';

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
export function analyticsVariant(name = process.env.ANALYTICS_VARIANT): AnalyticsVariant {
  if (!name || name === 'all') return 'all';
  if (name === 'cookieless') return 'cookieless';
  throw new Error(`ANALYTICS_VARIANT must be 'all' or 'cookieless', not '${name}'.`);
}

/** Where a variant's copy of the project lives; the site it builds is in its dist/. */
export function analyticsSiteDir(variant = analyticsVariant()): string {
  const name = variant === 'cookieless' ? 'analytics-site-cookieless' : 'analytics-site';
  return join(project, 'node_modules', '.cache', name);
}

/**
 * The copy's src/content/analytics.json: every provider on and loaded from the stand-in at
 * `port`, or for 'cookieless' Plausible and Umami alone and allowed before the visitor answers
 * the banner.
 */
export function analyticsBlock(port: number, variant: AnalyticsVariant = 'all'): AnalyticsConfig {
  const at = (path: string) => `http://127.0.0.1:${port}${path}`;
  const providers = {
    plausible: { domain: 'www.example.com', scriptUrl: at('/plausible/script.manual.js') },
    umami: {
      websiteId: '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
      scriptUrl: at('/umami/script.js'),
    },
    googleAnalytics: { measurementId: 'G-TEST12345', scriptUrl: at('/gtag/js') },
    googleTagManager: { containerId: 'GTM-TEST123', scriptUrl: at('/gtm.js') },
    metaPixel: { pixelId: '123456789012345', scriptUrl: at('/fbevents.js') },
    linkedIn: {
      partnerId: '1234567',
      bookingConversionId: '7654321',
      scriptUrl: at('/insight.min.js'),
    },
  };
  if (variant !== 'cookieless')
    return { ...providers, cookielessWithoutBanner: false, experimentsBeforeAnswer: false };
  const { plausible, umami } = providers;
  return { plausible, umami, cookielessWithoutBanner: true, experimentsBeforeAnswer: false };
}

/**
 * The stylesheet's Tailwind import, told to look for class names in the project itself. Left to
 * find them on its own it would look in the copy, which sits inside node_modules: there Tailwind
 * ignores nothing, not even node_modules (through the copy's link), and the inlined CSS grew by
 * 85 KB of classes named in dependencies. The project holds the same pages and components, so
 * the CSS comes out as the real build's.
 */
export function scanningProject(css: string, cssDir: string): string {
  const tailwind = /@import "tailwindcss"([^;]*);/;
  if (!tailwind.test(css)) {
    throw new Error(
      `src/styles/global.css has no '@import "tailwindcss"' line: update scanningProject() in ` +
        'tests/analytics/build-site.ts to the file as it is now.',
    );
  }
  const source = relative(cssDir, project).split(sep).join('/');
  return css.replace(tailwind, `@import "tailwindcss" source("${source}")$1;`);
}

/** A fresh copy of the project in `dir`, its node_modules a link to the project's. */
function copyProject(dir: string) {
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
function build(dir: string) {
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
 * The site's settings with the calendar and the intake form pointed at the stand-in, so the tests
 * can book a call in the calendar and see the form shown.
 */
export function withStandinEmbeds<T extends Record<string, unknown>>(settings: T, port: number): T {
  for (const key of Object.keys(standinEmbedConfig(port))) {
    if (typeof settings[key] !== 'string') {
      throw new Error(
        `src/content/settings.json has no '${key}': update withStandinEmbeds() in ` +
          'tests/analytics/build-site.ts to the file as it is now.',
      );
    }
  }
  return { ...settings, ...standinEmbedConfig(port) };
}

const asJson = (value: unknown) => `${JSON.stringify(value, null, 2)}\n`;

/**
 * The experiments of the copy with every provider (tests/e2e/analytics-experiments.spec.ts), each
 * on pages of its own, so the other analytics tests see the site as it is:
 * - /book-trial, a copy of the booking page, against /book-trial-direct, the same page with
 *   another headline, half and half;
 * - /resources-trial, whose one version (all its visitors') is taken out of the built site, as a
 *   version the CDN cannot serve: its visitors must get the page as it is;
 * - /book-ended, an experiment over: its version 'direct' made the page, for everyone.
 */
export const TRIAL = {
  page: '/book-trial',
  version: '/book-trial-direct',
  headline: 'Book the call. Leave with the plan.',
  broken: '/resources-trial',
  ended: '/book-ended',
};

function writeExperiments(dir: string) {
  const campaigns = join(dir, 'src/content/campaigns');
  const booking = readFileSync(join(campaigns, 'talktoundeniable.yaml'), 'utf8');
  const lead = "headlineLead: Your growth isn't random.";
  if (!booking.includes(lead)) {
    throw new Error(
      `src/content/campaigns/talktoundeniable.yaml has no '${lead}': update writeExperiments() in tests/analytics/build-site.ts.`,
    );
  }
  writeFileSync(join(campaigns, 'book-trial.yaml'), booking);
  const direct = booking.replace(lead, `headlineLead: ${TRIAL.headline}`);
  writeFileSync(join(campaigns, 'book-trial-direct.yaml'), direct);
  writeFileSync(join(campaigns, 'book-ended.yaml'), booking);
  writeFileSync(join(campaigns, 'book-ended-direct.yaml'), direct);
  const resources = readFileSync(join(campaigns, 'resources.yaml'), 'utf8');
  writeFileSync(join(campaigns, 'resources-trial.yaml'), resources);
  writeFileSync(join(campaigns, 'resources-trial-b.yaml'), resources);
  mkdirSync(join(dir, 'src/content/experiments'), { recursive: true });
  const experiment = (page: string, name: string, version: string, shares: [number, number]) =>
    `page: ${page}\nrunning: true\npageShare: ${shares[0]}\nvariants:\n  - name: ${name}\n    page: ${version}\n    share: ${shares[1]}\n`;
  writeFileSync(
    join(dir, 'src/content/experiments/booking-headline.yaml'),
    experiment('book-trial', 'direct', 'book-trial-direct', [50, 50]),
  );
  writeFileSync(
    join(dir, 'src/content/experiments/resources-broken.yaml'),
    experiment('resources-trial', 'missing', 'resources-trial-b', [0, 100]),
  );
  writeFileSync(
    join(dir, 'src/content/experiments/booking-ended.yaml'),
    `${experiment('book-ended', 'direct', 'book-ended-direct', [50, 50])}    servedToEveryone: true\n`,
  );
}

/** Copies the project, writes the measurement and the stand-in embeds into it, and builds. */
function copyAndBuild(dir: string, block: AnalyticsConfig, variant: AnalyticsVariant) {
  copyProject(dir);
  const settings = join(dir, 'src/content/settings.json');
  const standins = withStandinEmbeds(JSON.parse(readFileSync(settings, 'utf8')), ports.standin);
  // The owner's endpoints on another origin: the signup's, and the media host's captions.
  const { signupEndpoint, caseStudyCaptions } = standinEndpointConfig(ports.standin);
  standins.signupEndpoint = signupEndpoint;
  standins.media = { ...standins.media, caseStudyCaptions };
  writeFileSync(settings, asJson(standins));
  writeFileSync(join(dir, 'src/content/analytics.json'), asJson(block));
  if (variant === 'all') writeExperiments(dir);
  const result = build(dir);
  result.show();
  if (!result.ok) throw new Error(`astro build failed in ${dir} (exit ${result.exit}).`);
  if (variant === 'all') rmSync(join(dir, 'dist', `${TRIAL.broken.slice(1)}-b.html`));
}

function main() {
  const variant = analyticsVariant();
  const dir = analyticsSiteDir(variant);
  const dist = join(dir, 'dist');
  const block = analyticsBlock(ports.standin, variant);
  const measurement = join(dir, 'src/content/analytics.json');
  // Reused only if built with this same block: a copy built for another stand-in port would send
  // its calls where no test is listening.
  const reusable =
    process.env.ANALYTICS_SITE_REUSE === '1' &&
    existsSync(join(dist, 'index.html')) &&
    existsSync(measurement) &&
    readFileSync(measurement, 'utf8') === asJson(block);
  if (reusable) console.log(`Reusing the analytics site (${variant}) built before.`);
  else copyAndBuild(dir, block, variant);
  console.log(`Analytics site (${variant}): ${dist}`);
}

if (process.argv[1] && resolve(process.argv[1]) === fileURLToPath(import.meta.url)) main();
