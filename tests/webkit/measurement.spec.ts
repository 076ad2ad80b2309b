import type { WebElement } from 'selenium-webdriver';
import { inject } from 'vitest';
import { PROVIDER_SCRIPTS, records, resetRecords, sentEvents } from '../e2e/standin';
import { browser, type WebKitBrowser } from './harness/session';

/**
 * The measurement on the site built with every analytics provider on (tests/analytics/), in
 * Safari's engine: nothing before an answer, every provider after 'Accept', a step counted, and
 * nothing more after 'Reject' from the footer's 'Cookie settings'; the Core Web Vitals it can
 * measure (and none it cannot), and a missing address.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Waits until every provider's stand-in script has been asked for. */
const providersLoaded = (webkit: WebKitBrowser) =>
  webkit.until(
    `${webkit.where}: every provider should load`,
    async () => (await records()).requests.map((request) => request.path),
    (paths) => PROVIDER_SCRIPTS.every((path) => paths.includes(path)),
  );

const watched =
  'return performance.getEntriesByType("resource").some((entry) => entry.name.includes("watchVitals"))';

// On a phone only: the banner's layout at each width is Chromium's test (analytics-consent); what
// differs in Safari's engine is the flow, its storage and its sends, the same at any width.
describe('measurement in WebKit at 390 px', () => {
  const webkit = browser(390);
  const at = (path: string) => new URL(path, inject('webkit').analyticsUrl).href;

  it('asks first, loads every provider on Accept, counts a FAQ opened, and stops on Reject', async () => {
    await webkit.open(at('/'));
    await webkit.run('localStorage.clear()');
    await resetRecords();
    await webkit.open(at('/?utm_source=webkit'));

    const banner = await webkit.get({ role: 'region', name: 'Can we measure this visit?' });
    await pause(1000);
    expect((await records()).requests, `${webkit.where}: requests before an answer`).toEqual([]);
    await webkit.click(await webkit.get({ role: 'button', name: 'Accept' }, banner));
    await providersLoaded(webkit);

    const faq = await webkit.get({
      role: 'heading',
      name: 'Questions founders ask before they book',
    });
    await webkit.scrollTo(faq);
    // The question's summary (a native <details>, which Testing Library's roles leave out).
    const heading = await webkit.get({
      role: 'heading',
      level: 3,
      name: 'How quickly will we see results?',
    });
    const question = await webkit.run<WebElement>(
      'return arguments[0].closest("summary")',
      heading,
    );
    // Where the page is when the question opens: the campaign tags come from its address.
    const address = await webkit.run<string>('return location.pathname + location.search');
    await webkit.click(question);
    await webkit.until(
      `${webkit.where}: GA4, GTM, Plausible and Umami should hear of the FAQ opened, with the campaign of ${address}`,
      async () =>
        sentEvents((await records()).calls).filter((event) => event.name === 'faq_opened'),
      (events) =>
        events.length >= 4 && events.every((event) => event.fields.utm_source === 'webkit'),
    );

    const settings = await webkit.get({ role: 'button', name: 'Cookie settings' });
    await webkit.click(settings);
    const again = await webkit.get({ role: 'region', name: 'Can we measure this visit?' });
    await webkit.click(await webkit.get({ role: 'button', name: 'Reject' }, again));
    // The providers on the page are told first (Google's consent update, Meta's revoke).
    await pause(800);
    await resetRecords();
    await webkit.click(question);
    await webkit.click(question);
    await pause(800);
    expect(
      (await records()).calls.map((call) => call.args),
      `${webkit.where}: after Reject`,
    ).toEqual([]);
    expect(await webkit.errors(), `${webkit.where}: uncaught errors`).toEqual([]);
  });
  it('sends the Core Web Vitals this engine measures, and nothing it does not', async () => {
    await webkit.open(at('/guides'));
    await webkit.run('localStorage.clear()');
    await webkit.open(at('/guides'));
    const banner = await webkit.get({ role: 'region', name: 'Can we measure this visit?' });
    await webkit.click(await webkit.get({ role: 'button', name: 'Accept' }, banner));
    await resetRecords();
    await webkit.open(at('/'));
    const measures = await webkit.run<Record<string, boolean>>(
      `const types = PerformanceObserver.supportedEntryTypes;
         return { LCP: types.includes('largest-contentful-paint'), CLS: types.includes('layout-shift'), INP: types.includes('event') };`,
    );
    await providersLoaded(webkit);
    const heading = await webkit.get({
      role: 'heading',
      level: 3,
      name: 'How quickly will we see results?',
    });
    await webkit.scrollTo(heading);
    await webkit.click(heading);
    // The library runs here too: what it does not send, it could not measure.
    await webkit.until(
      `${webkit.where}: the vitals' code should load`,
      () => webkit.run<boolean>(watched),
      (loaded) => loaded,
    );
    await webkit.open(at('/resources'));
    await pause(1500);
    const sent = sentEvents((await records()).calls).filter(
      (event) => ['LCP', 'INP', 'CLS'].includes(event.name) && event.fields.page === '/',
    );
    const expected = Object.keys(measures).filter((name) => measures[name]);
    for (const provider of ['plausible', 'umami', 'googleAnalytics', 'googleTagManager']) {
      expect(
        sent
          .filter((event) => event.provider === provider)
          .map((event) => event.name)
          .toSorted(),
        `${webkit.where}: ${provider}, where WebKit measures ${JSON.stringify(measures)}`,
      ).toEqual(expected.toSorted());
    }

    // A missing address, followed from a page of the site.
    await resetRecords();
    await webkit.run('location.href = "/this-page-does-not-exist"');
    const props = { path: '/this-page-does-not-exist', from: '/resources' };
    await webkit.until(
      `${webkit.where}: every provider but LinkedIn should hear of the missing address`,
      async () =>
        sentEvents((await records()).calls)
          .filter((event) => event.name === '404' || event.name === 'page_not_found')
          .map(({ provider, fields }) => `${provider} ${JSON.stringify(fields)}`)
          .toSorted(),
      (events) =>
        JSON.stringify(events) ===
        JSON.stringify(
          ['googleAnalytics', 'googleTagManager', 'metaPixel', 'plausible', 'umami'].map(
            (provider) => `${provider} ${JSON.stringify(props)}`,
          ),
        ),
    );
  });
});
