import { ports } from '../../scripts/site-map.ts';
import { expect, test } from './fixtures';
import { type Provider, records, resetRecords } from './standin';

/**
 * A check of the test tool, not of the site: a page that sets up each provider's standard stub
 * by hand and loads every stand-in script must see each call it makes, queued or not, reported
 * once under the right provider. The analytics tests trust these reports.
 */
const standin = `http://127.0.0.1:${ports.standin}`;
const websiteId = '4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b';

// The stubs as each provider's snippet writes them, a call queued in each before its script
// loads, then every script.
const checkPage = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Stand-in check</title>
<script>
  window.plausible = window.plausible || function () {
    (window.plausible.q = window.plausible.q || []).push(arguments);
  };
  window.dataLayer = window.dataLayer || [];
  window.gtag = function () { dataLayer.push(arguments); };
  gtag('js', new Date('2026-01-02T03:04:05Z'));
  gtag('config', 'G-TEST12345');
  dataLayer.push({ event: 'gtm.js', 'gtm.start': 1 });
  var fbq = function () {
    fbq.callMethod ? fbq.callMethod.apply(fbq, arguments) : fbq.queue.push(arguments);
  };
  fbq.push = fbq; fbq.loaded = true; fbq.version = '2.0'; fbq.queue = [];
  window.fbq = window._fbq = fbq;
  fbq('init', '123456789012345');
  window._linkedin_partner_id = '1234567';
  window._linkedin_data_partner_ids = ['1234567'];
  window.lintrk = function (a, b) { window.lintrk.q.push([a, b]); };
  window.lintrk.q = [];
  lintrk('track', { conversion_id: 1 });
  plausible('pageview');
</script>
<script async src="${standin}/plausible/script.manual.js"></script>
<script async src="${standin}/umami/script.js" data-website-id="${websiteId}"></script>
<script async src="${standin}/gtag/js?id=G-TEST12345"></script>
<script async src="${standin}/gtm.js?id=GTM-TEST123"></script>
<script async src="${standin}/fbevents.js"></script>
<script async src="${standin}/insight.min.js"></script>
</head><body><p>Stand-in check</p></body></html>`;

/**
 * The page's globals the check calls, typed here rather than on Window: the site's own analytics
 * code may declare them its own way.
 */
interface Stubbed {
  plausible: (name: string, options?: object) => void;
  gtag: (...args: unknown[]) => void;
  fbq: (...args: unknown[]) => void;
  lintrk: (action: string, data: object) => void;
  umami: { track: (name: string, data?: object) => void };
  dataLayer: unknown[];
}

// A page Playwright answers has no address of its own, so Chrome counts it as public and asks
// before it reaches the loopback stand-in (Local Network Access); the site, served on 127.0.0.1,
// is loopback itself and needs no such permission.
test.use({ permissions: ['local-network-access'] });

test('each stand-in reports its provider calls, queued and later, once', async ({
  page,
  baseURL,
}) => {
  await resetRecords();
  const address = new URL('/standin-check', baseURL).href;
  await page.route(address, (route) =>
    route.fulfill({ contentType: 'text/html', body: checkPage }),
  );
  // Async scripts hold the load event back until they have run.
  await page.goto(address, { waitUntil: 'load' });
  await page.evaluate(() => {
    const stubbed = window as unknown as Stubbed;
    stubbed.plausible('x', { props: { a: 1 } });
    stubbed.gtag('event', 'y', { b: 2 });
    stubbed.fbq('track', 'Schedule', { c: 3 });
    stubbed.lintrk('track', { conversion_id: 7654321 });
    stubbed.umami.track('z', { d: 4 });
  });

  const dataLayer = [
    [['js', '2026-01-02T03:04:05.000Z']],
    [['config', 'G-TEST12345']],
    [{ event: 'gtm.js', 'gtm.start': 1 }],
    [['event', 'y', { b: 2 }]],
  ];
  const expected: Record<Provider, unknown[][]> = {
    plausible: [['pageview'], ['x', { props: { a: 1 } }]],
    umami: [
      ['pageview', { url: '/standin-check', website: websiteId }],
      ['z', { d: 4 }],
    ],
    googleAnalytics: dataLayer,
    googleTagManager: dataLayer,
    metaPixel: [
      ['init', '123456789012345'],
      ['track', 'Schedule', { c: 3 }],
    ],
    linkedIn: [
      ['pageview', '1234567'],
      ['track', { conversion_id: 1 }],
      ['track', { conversion_id: 7654321 }],
    ],
  };
  const byProvider = async () => {
    const calls = (await records()).calls.filter((call) => call.page === '/standin-check');
    const heard: Partial<Record<Provider, unknown[][]>> = {};
    for (const call of calls.sort((a, b) => a.order - b.order)) {
      heard[call.provider] = [...(heard[call.provider] ?? []), call.args];
    }
    return heard;
  };
  await expect.poll(byProvider).toEqual(expected);

  // With both Google scripts wrapping its push, the page's dataLayer still holds each entry once.
  const entries = await page.evaluate(() => (window as unknown as Stubbed).dataLayer.length);
  expect(entries).toBe(4);
  const { requests } = await records();
  const got = requests.map((request) => `${request.method} ${request.path}${request.search}`);
  expect(got).toEqual(
    expect.arrayContaining(['GET /gtag/js?id=G-TEST12345', 'GET /gtm.js?id=GTM-TEST123']),
  );
  expect(got.filter((request) => request === 'POST /collect')).toHaveLength(17);
});
