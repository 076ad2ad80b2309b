import {
  type BrowserContext,
  type BrowserContextOptions,
  test as base,
  expect,
  type Locator,
  type Page,
} from '@playwright/test';

import { CONSENT_KEY } from '../../src/analytics/consent';
import { configuredProviders } from '../../src/analytics/providerNames';
import { consentVersion } from '../../src/analytics/track';
import { site } from '../../src/site.config';
import { useStandinRun } from './standin';

export const localHosts = new Set(['localhost', '127.0.0.1', '[::1]']);

/**
 * Where the Measurement settings turn analytics on, a visitor who answered the banner before
 * ('Reject'): the site past its banner, as the tests of everything else expect it. Nothing where
 * analytics are off, as shipped.
 */
async function answerMeasurementBanner(context: BrowserContext) {
  const providers = configuredProviders(site.analytics);
  if (providers.length === 0) return;
  await context.addInitScript(
    ({ key, version }) => {
      try {
        localStorage.setItem(key, JSON.stringify({ choice: 'rejected', at: Date.now(), version }));
      } catch {
        // A frame with no storage of its own (a sandboxed embed): nothing to answer there.
      }
    },
    { key: CONSENT_KEY, version: consentVersion(providers) },
  );
}

/** Collects the page's uncaught errors into `errors`, for the test to fail on at the end. */
function watchErrors(page: Page, errors: string[]) {
  page.on('pageerror', (error) => errors.push(error.message));
}

/** Options a Playwright project sets (playwright.config.ts). */
export interface ProjectOptions {
  /**
   * Whether the visitor answered the measurement banner before (on a site that has one): true
   * for every test but those of the banner itself.
   */
  answered: boolean;
}

interface Fixtures {
  /**
   * Opens one more page in a context of its own (for comparing two settings in one test), with
   * the same page-error check as `page`. Options override `test.use`.
   */
  openPage: (options?: BrowserContextOptions) => Promise<Page>;
}

/**
 * Every browser test runs with third parties unreachable (playwright.config.ts) and fails on any
 * uncaught error in the page.
 * Set context options (`javaScriptEnabled`, `viewport`) with `test.use`; `page` honours them.
 */
export const test = base.extend<Fixtures & ProjectOptions & { standinRun: undefined }>({
  answered: [true, { option: true }],
  // In the analytics project, each test's browser names the test in its user agent, and the
  // stand-in's records are read for that test alone (tests/analytics/standin.mjs): the tests can
  // then run side by side.
  userAgent: async ({ userAgent }, use, testInfo) => {
    const analytics = testInfo.project.name === 'analytics';
    await use(analytics ? `${userAgent} standin-run/${testInfo.testId}` : userAgent);
  },
  standinRun: [
    // biome-ignore lint/correctness/noEmptyPattern: Playwright reads a fixture's needs from this pattern
    async ({}, use, testInfo) => {
      useStandinRun(testInfo.project.name === 'analytics' ? testInfo.testId : '');
      await use(undefined);
      useStandinRun('');
    },
    { auto: true },
  ],
  context: async ({ context, answered }, use) => {
    if (answered) await answerMeasurementBanner(context);
    await use(context);
  },
  page: async ({ page }, use) => {
    const errors: string[] = [];
    watchErrors(page, errors);
    await use(page);
    expect(errors, 'uncaught errors in the page').toEqual([]);
  },
  openPage: async ({ browser, answered }, use) => {
    const contexts: BrowserContext[] = [];
    const errors: string[] = [];
    await use(async (options) => {
      const context = await browser.newContext(options);
      contexts.push(context);
      if (answered) await answerMeasurementBanner(context);
      const page = await context.newPage();
      watchErrors(page, errors);
      return page;
    });
    await Promise.all(contexts.map((context) => context.close()));
    expect(errors, 'uncaught errors in the extra page').toEqual([]);
  },
});

export { expect };

/** The page's console errors from now on, as the list fills. */
export function consoleErrors(page: Page): string[] {
  const errors: string[] = [];
  page.on('console', (message) => {
    if (message.type() === 'error') errors.push(message.text());
  });
  return errors;
}

export const phone = { width: 390, height: 844 };
export const desktop = { width: 1280, height: 800 };

/** Scrolls through the whole page so every 'visible' island hydrates and every reveal runs. */
export async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    const step = Math.max(200, Math.floor(window.innerHeight * 0.7));
    // Two frames a step: the page draws each place, and its observers hear of it. A frame is
    // waited for at most 250 ms: a headless browser under load can stop producing frames for a
    // while (a clean clone once waited 90 s for one), and an island the scroll passed is woken
    // by wakeSleepingIslands anyway.
    const frame = () =>
      new Promise((resolve) => {
        requestAnimationFrame(resolve);
        setTimeout(resolve, 250);
      });
    for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await frame();
      await frame();
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
  });
}

/**
 * Waits until an island has hydrated (Astro drops its `ssr` attribute then): the island holding
 * `selector`, or with `within`, the first island inside that element.
 */
export async function hydrated(page: Page, selector: string, within = '') {
  await page
    .locator(`${within} astro-island:not([ssr]) ${selector}`.trim())
    .first()
    .waitFor({ state: 'attached' });
}

/**
 * Has every island on the page start, its code loaded and run. The scroll wakes most; one the
 * scroll passed between two frames of a busy machine is scrolled to. On a busy machine this can
 * outlast 30 s: callers mark their test slow.
 */
export async function hydrateEveryIsland(page: Page) {
  await scrollThrough(page);
  await wakeSleepingIslands(page);
}

/**
 * Scrolls to each island that has not started yet (one a scroll passed between two frames of a
 * busy machine never saw the screen) until every one has, then back to the top. Waits in real
 * time: on a page whose clock the test holds, move it first for islands started by a timer.
 */
export async function wakeSleepingIslands(page: Page) {
  const asleep = page.locator('astro-island[ssr]');
  for (let left = await asleep.count(); left > 0; left = await asleep.count()) {
    // In the page, not through the locator: the island may wake between the count and this, and a
    // locator would then wait for one that never comes. At once: the site scrolls smoothly, and on
    // a busy machine a smooth scroll can stall on its way, leaving the island asleep.
    await page.evaluate(() =>
      document
        .querySelector('astro-island[ssr]')
        ?.querySelector('*')
        ?.scrollIntoView({ block: 'center', behavior: 'instant' }),
    );
    // For the message: which island, where its first box now is, and whether the page is shown.
    const which = await page.evaluate(() => {
      const island = document.querySelector('astro-island[ssr]');
      const box = island?.querySelector('*')?.getBoundingClientRect();
      const at = box ? `its top at ${Math.round(box.top)} of ${innerHeight} px` : 'no box';
      return `${island?.getAttribute('component-url')} (client:${island?.getAttribute('client')}), ${at}, the page ${document.visibilityState}`;
    });
    await expect
      .poll(() => asleep.count(), {
        message: `an island that never hydrates: ${which}`,
        timeout: 15_000,
      })
      .toBeLessThan(left);
  }
  // Back at the top, where scrollThrough leaves it: a sticky part's offset follows the scroll.
  await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
}

/**
 * Waits until the page's own behaviours have started: the header's menu button and scroll state,
 * reveals, campaign parameters (src/browser/PageBehaviours.astro, a module script that
 * marks `<html data-behaviours="running">` once it has run). Before then a tap on the menu button
 * or a scroll is only that.
 */
export async function pageBehavioursRunning(page: Page) {
  await page.locator('html[data-behaviours="running"]').waitFor({ state: 'attached' });
}

/** Once started, the site's video player plays its shipped file with its English captions on. */
export async function expectPlayingWithCaptions(video: Locator) {
  await expect
    .poll(() => video.evaluate((v: HTMLVideoElement) => v.currentTime))
    .toBeGreaterThan(0);
  const state = await video.evaluate((element: HTMLVideoElement) => {
    const track = element.textTracks[0];
    return {
      duration: element.duration,
      error: element.error?.code ?? null,
      captions: track ? { kind: track.kind, mode: track.mode, label: track.label } : null,
    };
  });
  expect(state.error).toBeNull();
  expect(state.duration).toBeGreaterThan(5);
  expect(state.captions).toEqual({ kind: 'captions', mode: 'showing', label: 'English' });
}

/**
 * Records every report of the policies: the page's `securitypolicyviolation` events, and the
 * browser's console lines about CSP or an unreadable Permissions-Policy.
 */
export async function watchPolicies(page: Page): Promise<() => Promise<string[]>> {
  const reports: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    // Chromium on Linux has no Web Share, so it does not know the feature the header allows.
    if (text.includes("Unrecognized feature: 'web-share'")) return;
    if (/Content Security Policy|Refused to|Permissions-Policy/i.test(text)) reports.push(text);
  });
  await page.addInitScript(() => {
    const seen: string[] = [];
    Object.defineProperty(window, '__policyViolations', { value: seen });
    document.addEventListener(
      'securitypolicyviolation',
      (event) => {
        seen.push(`${event.effectiveDirective} blocked ${event.blockedURI} ${event.sample}`.trim());
      },
      true,
    );
  });
  return async () => [
    ...reports,
    ...(await page.evaluate(
      () => (window as unknown as { __policyViolations: string[] }).__policyViolations,
    )),
  ];
}
