import type { Page } from '@playwright/test';
import { expect, phone, test, watchPolicies } from './fixtures';
import { type Provider, records, resetRecords, type SentEvent, sentEvents } from './standin';

/**
 * What real visits tell the owner of the site's speed, against the stand-in copy
 * (tests/analytics/): each page view's LCP, CLS and INP, once each however often the page is left,
 * agreeing with the browser's own entries; nothing, nor a missing page, before an answer or after
 * 'Reject'. The missing page's own event is in analytics-events.spec.ts.
 */
const vitalProviders: Provider[] = ['plausible', 'umami', 'googleAnalytics', 'googleTagManager'];
const vitalNames = new Set(['LCP', 'INP', 'CLS']);

const banner = (page: Page) => page.getByRole('region', { name: 'Can we measure this visit?' });

async function answer(page: Page, choice: 'Accept' | 'Reject') {
  await banner(page).getByRole('button', { name: choice }).click();
  await expect(banner(page)).toBeHidden();
}

type Entry = { startTime: number; duration: number; value?: number | undefined };

/** Records, from the start, what the browser itself measured: its paints, shifts and taps. */
async function recordEntries(page: Page) {
  await page.addInitScript(() => {
    const seen: Record<string, Entry[]> = {};
    Object.defineProperty(window, '__entries', { value: seen });
    const keep = (list: PerformanceObserverEntryList) => {
      for (const entry of list.getEntries() as (PerformanceEntry & Record<string, unknown>)[]) {
        if (entry.hadRecentInput || (entry.entryType === 'event' && !entry.interactionId)) continue;
        const { startTime, duration, value } = entry as PerformanceEntry & { value?: number };
        seen[entry.entryType] = [...(seen[entry.entryType] ?? []), { startTime, duration, value }];
      }
    };
    for (const type of ['largest-contentful-paint', 'layout-shift', 'first-input', 'event']) {
      new PerformanceObserver(keep).observe({ type, buffered: true, durationThreshold: 16 });
    }
  });
}

/** LCP, CLS (the largest session of shifts under 1 s apart, at most 5 s) and INP, as Chrome's. */
async function browserVitals(page: Page) {
  const seen = (await page.evaluate('window.__entries')) as Record<string, Entry[]>;
  let [cls, session, first, last] = [0, 0, 0, 0];
  for (const { startTime, value = 0 } of seen['layout-shift'] ?? []) {
    const joins = session > 0 && startTime - last < 1000 && startTime - first < 5000;
    session = joins ? session + value : value;
    if (!joins) first = startTime;
    last = startTime;
    cls = Math.max(cls, session);
  }
  const taps = [...(seen.event ?? []), ...(seen['first-input'] ?? [])];
  return {
    lcp: seen['largest-contentful-paint']?.at(-1)?.startTime,
    cls,
    inp: taps.length > 0 ? Math.max(...taps.map((tap) => tap.duration)) : undefined,
  };
}

/** The vitals the providers received from `path`, once `count` of them have arrived. */
async function vitalsFrom(path: string, count: number): Promise<SentEvent[]> {
  const sent = async () =>
    sentEvents((await records()).calls).filter(
      (event) => vitalNames.has(event.name) && event.fields.page === path,
    );
  await expect.poll(async () => (await sent()).length).toBeGreaterThanOrEqual(count);
  // Anything sent twice would have come with the rest.
  await new Promise((resolve) => setTimeout(resolve, 500));
  return sent();
}

/** Waits until the vitals' code has arrived (it comes once a provider may run) and started. */
async function vitalsWatching(page: Page) {
  const arrived = () =>
    page.evaluate(() =>
      performance.getEntriesByType('resource').some((entry) => entry.name.includes('watchVitals')),
    );
  await expect.poll(arrived).toBe(true);
  // Its module runs once it has arrived: a moment, on a busy machine.
  await page.waitForTimeout(300);
}

const namesBy = (events: SentEvent[], provider: Provider) =>
  events
    .filter((event) => event.provider === provider)
    .map((event) => event.name)
    .toSorted();

test.beforeEach(async () => resetRecords());
test.use({ viewport: phone });

test('a visit then leaving sends one LCP and one CLS to each provider that can show them, as Chrome measured them', async ({
  page,
}) => {
  await recordEntries(page);
  const reports = await watchPolicies(page);
  await page.goto('/guides');
  await answer(page, 'Accept');
  // A page view with no tap in it: the answer was given on the page before.
  await page.goto('/resources');
  await vitalsWatching(page);
  const chrome = await browserVitals(page);
  expect(await reports(), 'policy reports').toEqual([]);
  await page.goto('/guides');

  const sent = await vitalsFrom('/resources', 2 * vitalProviders.length);
  for (const provider of vitalProviders) {
    expect(namesBy(sent, provider), provider).toEqual(['CLS', 'LCP']);
  }
  expect(sent.filter((event) => !vitalProviders.includes(event.provider))).toEqual([]);
  const plausible = (name: string) =>
    sent.find((event) => event.provider === 'plausible' && event.name === name)?.fields;
  const google = (name: string) =>
    sent.find((event) => event.provider === 'googleAnalytics' && event.name === name)?.fields;
  expect(google('LCP')?.metric_value).toBe(Math.round(chrome.lcp ?? Number.NaN));
  expect(google('CLS')?.metric_value).toBe(Number(chrome.cls.toFixed(3)));
  // Plausible's properties are text: the rating and the band, beside the element.
  expect(plausible('LCP')).toEqual({
    page: '/resources',
    rating: expect.stringMatching(/^(good|needs-improvement|poor)$/),
    band: expect.stringMatching(/^\d+-\d+ ms$|^\d+\+ ms$/),
    target: expect.stringMatching(/^[a-z0-9]+(#[\w-]+)?(>[a-z0-9]+(#[\w-]+)?)*$/),
  });
  for (const fields of sent.map((event) => event.fields)) {
    expect(
      Object.values(fields).every((value) => typeof value !== 'string' || value.length <= 100),
    ).toBe(true);
  }
});

test('a tap then leaving sends one INP, the longest time from the tap to the next paint', async ({
  page,
}) => {
  await page.goto('/guides');
  await answer(page, 'Accept');
  await recordEntries(page);
  await page.goto('/');
  // A tap before the code has arrived counts only if it is the first or took 104 ms or more.
  await vitalsWatching(page);
  const question = page.getByText('How quickly will we see results?');
  await question.scrollIntoViewIfNeeded();
  await question.click();
  await expect(page.getByText(/^Most clients see/)).toBeVisible();
  await page.waitForTimeout(300);
  const chrome = await browserVitals(page);
  await page.goto('/guides');

  const sent = await vitalsFrom('/', 3 * vitalProviders.length);
  for (const provider of vitalProviders) {
    expect(namesBy(sent, provider), provider).toEqual(['CLS', 'INP', 'LCP']);
  }
  const inp = sent.find((event) => event.provider === 'umami' && event.name === 'INP')?.fields;
  expect(inp?.value).toBe(chrome.inp);
  expect(inp?.target).toMatch(/^section#faq .*summary/);
});

/** Tells the page it was hidden, then shown again, as switching tabs or apps does. */
async function hideAndShow(page: Page) {
  await page.evaluate(() => {
    const set = (state: DocumentVisibilityState) => {
      Object.defineProperty(document, 'visibilityState', { value: state, configurable: true });
      document.dispatchEvent(new Event('visibilitychange'));
    };
    set('hidden');
    set('visible');
  });
}

test('a page hidden three times and restored from the back/forward cache sends each metric once', async ({
  page,
}) => {
  await page.goto('/guides');
  await answer(page, 'Accept');
  await page.goto('/');
  await vitalsWatching(page);
  const question = page.getByText('How quickly will we see results?');
  for (let hide = 0; hide < 3; hide += 1) {
    // Each time with more to report: a tap, and a shift the page did not ask for.
    await question.scrollIntoViewIfNeeded();
    await question.click();
    await page.evaluate(() => document.body.prepend(document.createElement('hr')));
    await page.waitForTimeout(200);
    await hideAndShow(page);
  }
  // What the browser fires on a return from the back/forward cache; then one more hide.
  await page.evaluate(() =>
    window.dispatchEvent(new PageTransitionEvent('pageshow', { persisted: true })),
  );
  await page.waitForTimeout(300);
  await hideAndShow(page);
  await page.goto('/guides');

  const sent = await vitalsFrom('/', 3 * vitalProviders.length);
  for (const provider of vitalProviders) {
    expect(namesBy(sent, provider), provider).toEqual(['CLS', 'INP', 'LCP']);
  }
  // Google's value is the growth since the last report: on the one report, the value itself.
  for (const event of sent.filter((each) => each.provider === 'googleAnalytics')) {
    expect(event.fields.value, event.name).toBe(event.fields.metric_value);
    expect(event.fields.metric_delta, event.name).toBe(event.fields.metric_value);
  }
});

test('nothing about speed or a missing page is sent before an answer or after Reject', async ({
  page,
}) => {
  await page.goto('/');
  await expect(banner(page)).toBeVisible();
  await page
    .getByRole('link', { name: /Book a Strategy Call/ })
    .first()
    .click();
  await page.goto('/this-page-does-not-exist');
  await page.goto('/resources');
  await answer(page, 'Reject');
  await page.locator('h1').click();
  await page.goto('/this-page-does-not-exist');
  await page.goto('/guides');
  await page.waitForTimeout(1000);
  expect((await records()).requests).toEqual([]);
  // Once accepted, the same steps do send: the silence above was the visitor's answer.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await answer(page, 'Accept');
  const pages = async () =>
    new Set(
      sentEvents((await records()).calls).map((event) => event.fields.page ?? event.fields.path),
    );
  await vitalsWatching(page);
  await page.goto('/this-page-does-not-exist');
  await expect.poll(pages).toEqual(new Set(['/guides', '/this-page-does-not-exist']));
});
