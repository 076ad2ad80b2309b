import type { WebElement } from 'selenium-webdriver';
import { inject } from 'vitest';
import { PROVIDER_SCRIPTS, records, resetRecords, sentEvents } from '../e2e/standin';
import { browser, widths } from './harness/session';

/**
 * The measurement banner on the site built with every analytics provider on (tests/analytics/),
 * in Safari's engine: nothing before an answer, every provider after 'Accept', a step counted,
 * and nothing more after 'Reject' from the footer's 'Cookie settings'.
 */
const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe.each(widths)('measurement consent in WebKit at %i px', (width) => {
  const webkit = browser(width);
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
    await webkit.until(
      `${webkit.where}: every provider should load`,
      async () => (await records()).requests.map((request) => request.path),
      (paths) => PROVIDER_SCRIPTS.every((path) => paths.includes(path)),
    );

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
});
