import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { BrowserContext, Page, Response } from '@playwright/test';
import { analyticsSiteDir, TRIAL } from '../analytics/build-site.ts';
import { desktop, expect, test, watchPolicies } from './fixtures';
import { type Provider, records, resetRecords, sentEvents } from './standin';

/**
 * Experiments at the edge, through Cloudflare Pages' own runtime with the function the build
 * wrote (tests/analytics/build-site.ts sets up /book-trial, half its visitors shown
 * /book-trial-direct's headline): the version chosen before the page leaves the CDN, kept by one
 * cookie that only 'Accept' allows, and told to every provider with each event.
 */
const CONTROL = "Your growth isn't random.";
const headline = (page: Page) => page.getByRole('heading', { level: 1 });
const counting: Provider[] = ['plausible', 'umami', 'googleAnalytics', 'googleTagManager'];

const experimentCookie = async (context: BrowserContext) =>
  (await context.cookies()).find((cookie) => cookie.name === 'experiments')?.value;

/** The version a page shows, by its headline. */
async function shown(page: Page): Promise<'control' | 'direct'> {
  const text = (await headline(page).textContent()) ?? '';
  if (text.includes(TRIAL.headline)) return 'direct';
  expect(text).toContain(CONTROL);
  return 'control';
}

async function accept(page: Page) {
  await page.getByRole('button', { name: 'Accept' }).click();
  await expect(page.getByRole('button', { name: 'Accept' })).toHaveCount(0);
}

/** A fresh visitor's request with the given cookie, as the CDN answers it (no browser). */
const ask = (baseURL: string, path: string, cookie?: string) =>
  fetch(new URL(path, baseURL), {
    headers: cookie ? { Cookie: cookie } : {},
    redirect: 'manual',
  });

/** The addresses the CDN runs the function for, as the build wrote them. */
const routes = (): { include: string[] } =>
  JSON.parse(readFileSync(join(analyticsSiteDir(), 'dist/_routes.json'), 'utf8'));

test.beforeEach(async () => resetRecords());
test.use({ viewport: desktop });

test('after Accept one version is drawn and kept: on reload, on another page, on a new visit', async ({
  page,
  context,
  browser,
  baseURL,
}) => {
  // Of all a page view asks the CDN for, only the page itself runs the function.
  const asked: string[] = [];
  page.on('request', (request) => asked.push(request.url()));
  const first = (await page.goto(TRIAL.page)) as Response;
  expect(await shown(page)).toBe('control');
  expect(await first.headerValue('cache-control')).toBe('private, no-cache');
  expect(await first.headerValue('set-cookie')).toBeNull();
  await page.waitForLoadState('networkidle');
  const site = asked.map((url) => new URL(url)).filter((url) => url.origin === baseURL);
  console.log(`A view of ${TRIAL.page}: ${asked.length} requests, ${site.length} to the site`);
  expect(site.filter((url) => routes().include.includes(url.pathname))).toHaveLength(1);
  await accept(page);
  expect(await experimentCookie(context)).toBe('*');

  const second = (await page.reload()) as Response;
  const drawn = await shown(page);
  expect(await second.headerValue('set-cookie')).toMatch(
    new RegExp(`^experiments=booking-headline:${drawn}; Path=/; Max-Age=15552000; SameSite=Lax$`),
  );
  expect(await experimentCookie(context)).toBe(`booking-headline:${drawn}`);
  for (let visit = 0; visit < 3; visit += 1) {
    const again = (await page.reload()) as Response;
    expect(await shown(page)).toBe(drawn);
    expect(await again.headerValue('set-cookie')).toBeNull();
  }

  // Another page: the function does not run there, and the cookie stays as it is.
  const other = (await page.goto('/resources')) as Response;
  expect(await other.headerValue('vary')).toBeNull();
  expect(await other.headerValue('cache-control')).toBe('public, max-age=0, must-revalidate');
  await page.goto(TRIAL.page);
  expect(await shown(page)).toBe(drawn);

  // A new visit: another tab of another session, with what the browser kept.
  const later = await browser.newContext({
    storageState: await context.storageState(),
    viewport: desktop,
  });
  const revisit = await later.newPage();
  await revisit.goto(TRIAL.page);
  expect(await shown(revisit)).toBe(drawn);
  await later.close();
});

test('before any answer, and after Reject, the page as it is and no cookie', async ({
  page,
  context,
}) => {
  for (let visit = 0; visit < 3; visit += 1) {
    await page.goto(TRIAL.page);
    expect(await shown(page)).toBe('control');
  }
  await page.getByRole('button', { name: 'Reject' }).click();
  for (let visit = 0; visit < 3; visit += 1) {
    const response = (await page.reload()) as Response;
    expect(await shown(page)).toBe('control');
    expect(await response.headerValue('set-cookie')).toBeNull();
  }
  expect(await context.cookies()).toEqual([]);

  // A visitor who accepted and then changed their mind: the cookie goes, the page comes back.
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await accept(page);
  expect(await experimentCookie(context)).toBe('*');
  await page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }).click();
  await page.getByRole('button', { name: 'Reject' }).click();
  await expect.poll(() => experimentCookie(context)).toBeUndefined();
});

test('2,000 fresh visitors who accepted split 46-54 % on a 50/50 experiment', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const counts = { control: 0, direct: 0, other: 0 };
  const one = async () => {
    const response = await ask(baseURL ?? '', TRIAL.page, 'experiments=*');
    await response.arrayBuffer();
    const drawn = /booking-headline:(\w+);/.exec(response.headers.get('set-cookie') ?? '')?.[1];
    if (drawn === 'control' || drawn === 'direct') counts[drawn] += 1;
    else counts.other += 1;
  };
  // Eight at a time: a bounded loop against the local runtime.
  for (let batch = 0; batch < 250; batch += 1) await Promise.all(Array.from({ length: 8 }, one));
  console.log(`2,000 draws: ${JSON.stringify(counts)}`);
  expect(counts.other).toBe(0);
  expect(counts.direct / 2000).toBeGreaterThanOrEqual(0.46);
  expect(counts.direct / 2000).toBeLessThanOrEqual(0.54);
});

test('a forged cookie gets the page and is replaced; a version the CDN cannot serve gives the page', async ({
  baseURL,
}) => {
  const forged = await ask(baseURL ?? '', TRIAL.page, 'experiments=booking-headline:admin"');
  const body = await forged.text();
  expect(body.includes(TRIAL.headline), 'the version served to a forged cookie').toBe(false);
  expect(body.includes('<h1'), 'a page served to a forged cookie').toBe(true);
  expect(forged.headers.get('set-cookie')).toMatch(/^experiments=booking-headline:control;/);

  const stale = await ask(baseURL ?? '', TRIAL.page, 'experiments=booking-headline:gone');
  expect(stale.headers.get('set-cookie')).toMatch(/^experiments=booking-headline:control;/);

  // /resources-trial sends every visitor to a version taken out of the built site.
  const broken = await ask(baseURL ?? '', TRIAL.broken, 'experiments=*');
  expect(broken.status).toBe(200);
  expect((await broken.text()).includes('<h1'), 'the page served').toBe(true);
  expect(broken.headers.get('set-cookie')).toBeNull();
  expect(broken.headers.get('content-security-policy')).toContain("default-src 'self'");
});

test('a booked call on a version reaches every provider carrying it, with no policy broken', async ({
  page,
  context,
  baseURL,
}) => {
  const policies = await watchPolicies(page);
  await page.goto(TRIAL.page);
  await accept(page);
  await context.addCookies([
    { name: 'experiments', value: 'booking-headline:direct', url: baseURL ?? '' },
  ]);
  const response = (await page.reload()) as Response;
  expect(await shown(page)).toBe('direct');
  // The page's own policy, and its own address as the canonical one.
  expect(await response.headerValue('content-security-policy')).toBe(
    (await ask(baseURL ?? '', TRIAL.page)).headers.get('content-security-policy'),
  );
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
    'href',
    'https://www.example.com/book-trial',
  );

  await page.locator('iframe[data-booking]').scrollIntoViewIfNeeded();
  await page
    .frameLocator('iframe[data-booking]')
    .getByRole('button', { name: 'Confirm the call' })
    .click();
  await expect(page.getByRole('heading', { name: "You're booked. Thank you." })).toBeFocused();
  const booked = async () =>
    sentEvents((await records()).calls).filter(
      (event) => event.name === 'booking_completed' || event.name === 'Schedule',
    );
  await expect.poll(async () => (await booked()).length).toBe(counting.length + 1);
  const tags = { experiment: 'booking-headline', variant: 'direct' };
  for (const event of await booked()) {
    console.log(
      `Booked call on a version, as ${event.provider} got it: ${event.name} ${JSON.stringify(event.fields)}`,
    );
    expect(event.fields, event.provider).toEqual({
      page: TRIAL.page,
      place: 'book-call',
      ...tags,
    });
  }
  // The page view too: Plausible's, with the version as its property.
  const views = (await records()).calls.filter(
    (call) => call.provider === 'plausible' && call.args[0] === 'pageview',
  );
  expect(views.at(-1)?.args[1]).toEqual({ props: tags });
  expect(await policies()).toEqual([]);
});

test('the versions are for no search engine; other pages run no function', async ({ baseURL }) => {
  const sitemap = await (await ask(baseURL ?? '', '/sitemap-0.xml')).text();
  expect(sitemap.includes('/book-trial<'), 'the tested page in the sitemap').toBe(true);
  expect(sitemap.includes(TRIAL.version), 'a version in the sitemap').toBe(false);
  const version = await (await ask(baseURL ?? '', TRIAL.version)).text();
  expect(version.includes('<meta name="robots" content="noindex">'), 'noindex').toBe(true);
  expect(
    version.includes('<link rel="canonical" href="https://www.example.com/book-trial">'),
    'canonical',
  ).toBe(true);
  expect(routes()).toEqual({ version: 1, include: [TRIAL.page, TRIAL.broken], exclude: [] });
  for (const path of ['/', '/resources', '/talktoundeniable', TRIAL.version]) {
    const response = await ask(baseURL ?? '', path, 'experiments=forged"');
    expect(response.headers.get('set-cookie'), path).toBeNull();
    expect(response.headers.get('cache-control'), path).toBe('public, max-age=0, must-revalidate');
  }
});

test('an experiment over serves the winning version to everyone, and an old cookie changes nothing', async ({
  page,
  context,
  baseURL,
}) => {
  await context.addCookies([
    { name: 'experiments', value: 'booking-ended:control', url: baseURL ?? '' },
  ]);
  const response = (await page.goto(TRIAL.ended)) as Response;
  expect(await shown(page)).toBe('direct');
  expect(await response.headerValue('vary')).toBeNull();
  expect(await response.headerValue('set-cookie')).toBeNull();
  const fresh = await (await ask(baseURL ?? '', TRIAL.ended)).text();
  expect(fresh.includes(TRIAL.headline), 'the version, to a visitor with no cookie').toBe(true);
});
