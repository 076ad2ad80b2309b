import { By } from 'selenium-webdriver';
import { inject } from 'vitest';
import { PROVIDER_SCRIPTS, records, resetRecords, sentEvents } from '../e2e/standin';
import { byRole } from './harness/queries';
import { browser, type WebKitWindow } from './harness/session';

/**
 * The measurement on the site built with every analytics provider on (tests/analytics/), in
 * Safari's engine: nothing before an answer, every provider after 'Accept', a step counted, and
 * nothing more after 'Reject' from the footer's 'Cookie settings'; the Core Web Vitals it can
 * measure (and none it cannot), and a missing address.
 */

/** Waits until every provider's stand-in script has been asked for. */
async function providersLoaded(webkit: WebKitWindow) {
  let paths: string[] = [];
  await webkit.driver.wait(
    async () => {
      paths = (await records()).requests.map((request) => request.path);
      return PROVIDER_SCRIPTS.every((path) => paths.includes(path));
    },
    10_000,
    () => `${webkit.where}: every provider should load; asked for: ${JSON.stringify(paths)}`,
    100,
  );
}

const watched =
  'return performance.getEntriesByType("resource").some((entry) => entry.name.includes("watchVitals"))';

// On a phone only: the banner's layout at each width is Chromium's test (analytics-consent); what
// differs in Safari's engine is the flow, its storage and its sends, the same at any width.
describe('measurement in WebKit at 390 px', () => {
  const webkit = browser(390);
  const { driver } = webkit;
  const at = (path: string) => new URL(path, inject('webkit').analyticsUrl).href;

  it('asks first, loads every provider on Accept, counts a FAQ opened, and stops on Reject', async () => {
    await webkit.open(at('/'));
    await driver.executeScript('localStorage.clear()');
    await resetRecords();
    await webkit.open(at('/?utm_source=webkit'));

    const banner = await webkit.find(byRole('region', { name: 'Can we measure this visit?' }));
    await driver.sleep(1000);
    expect((await records()).requests, `${webkit.where}: requests before an answer`).toEqual([]);
    await webkit.click(await webkit.find(byRole('button', { name: 'Accept' }), banner));
    await providersLoaded(webkit);

    const faq = await webkit.find(
      byRole('heading', { name: 'Questions founders ask before they book' }),
    );
    await webkit.scrollTo(faq);
    // The question's summary (a native <details>, which Testing Library's roles leave out).
    const heading = await webkit.find(
      byRole('heading', { level: 3, name: 'How quickly will we see results?' }),
    );
    const question = await heading.findElement(By.xpath('ancestor::summary'));
    // Where the page is when the question opens: the campaign tags come from its address.
    const { pathname, search } = new URL(await driver.getCurrentUrl());
    const address = pathname + search;
    await webkit.click(question);
    let opened: ReturnType<typeof sentEvents> = [];
    await driver.wait(
      async () => {
        opened = sentEvents((await records()).calls).filter((event) => event.name === 'faq_opened');
        return opened.length >= 4 && opened.every((event) => event.fields.utm_source === 'webkit');
      },
      10_000,
      () =>
        `${webkit.where}: GA4, GTM, Plausible and Umami should hear of the FAQ opened, with the campaign of ${address}; heard: ${JSON.stringify(opened)}`,
      100,
    );

    const settings = await webkit.find(byRole('button', { name: 'Cookie settings' }));
    await webkit.click(settings);
    const again = await webkit.find(byRole('region', { name: 'Can we measure this visit?' }));
    await webkit.click(await webkit.find(byRole('button', { name: 'Reject' }), again));
    // The providers on the page are told first (Google's consent update, Meta's revoke).
    await driver.sleep(800);
    await resetRecords();
    await webkit.click(question);
    await webkit.click(question);
    await driver.sleep(800);
    expect(
      (await records()).calls.map((call) => call.args),
      `${webkit.where}: after Reject`,
    ).toEqual([]);
    expect(await webkit.errors(), `${webkit.where}: uncaught errors`).toEqual([]);
  });
  it('sends the Core Web Vitals this engine measures, and nothing it does not', async () => {
    await webkit.open(at('/guides'));
    await driver.executeScript('localStorage.clear()');
    await webkit.open(at('/guides'));
    const banner = await webkit.find(byRole('region', { name: 'Can we measure this visit?' }));
    await webkit.click(await webkit.find(byRole('button', { name: 'Accept' }), banner));
    await resetRecords();
    await webkit.open(at('/'));
    const measures = await driver.executeScript<Record<string, boolean>>(
      `const types = PerformanceObserver.supportedEntryTypes;
         return { LCP: types.includes('largest-contentful-paint'), CLS: types.includes('layout-shift'), INP: types.includes('event') };`,
    );
    await providersLoaded(webkit);
    const heading = await webkit.find(
      byRole('heading', { level: 3, name: 'How quickly will we see results?' }),
    );
    await webkit.scrollTo(heading);
    await webkit.click(heading);
    // The library runs here too: what it does not send, it could not measure.
    await driver.wait(
      () => driver.executeScript<boolean>(watched),
      10_000,
      `${webkit.where}: the vitals' code should load`,
      100,
    );
    await webkit.open(at('/resources'));
    await driver.sleep(1500);
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
    await driver.executeScript('location.href = "/this-page-does-not-exist"');
    const props = { path: '/this-page-does-not-exist', from: '/resources' };
    const expected404 = [
      'googleAnalytics',
      'googleTagManager',
      'metaPixel',
      'plausible',
      'umami',
    ].map((provider) => `${provider} ${JSON.stringify(props)}`);
    let heard: string[] = [];
    await driver.wait(
      async () => {
        heard = sentEvents((await records()).calls)
          .filter((event) => event.name === '404' || event.name === 'page_not_found')
          .map(({ provider, fields }) => `${provider} ${JSON.stringify(fields)}`)
          .toSorted();
        return JSON.stringify(heard) === JSON.stringify(expected404);
      },
      10_000,
      () =>
        `${webkit.where}: every provider but LinkedIn should hear of the missing address; heard: ${JSON.stringify(heard)}`,
      100,
    );
  });
});
