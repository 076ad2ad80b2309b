import type { Page } from '@playwright/test';
import { violations as axeViolations, wcag } from './axe';
import { desktop, expect, phone, test, watchPolicies } from './fixtures';
import { PROVIDER_SCRIPTS, records, resetRecords } from './standin';

/**
 * The consent banner of a site with every analytics provider on (the stand-in copy, see
 * tests/analytics/): nothing before an answer or after 'Reject', the choice kept across pages
 * and changeable from the footer, a banner anyone can use that keeps the calls to action clear.
 */
const banner = (page: Page) => page.getByRole('region', { name: 'Can we measure this visit?' });
/** Waits until the page's measurement island has started (it hydrates after the first paint). */
const measuring = (page: Page) =>
  page
    .locator('astro-island[component-url*="ConsentBanner"]:not([ssr])')
    .waitFor({ state: 'attached' });
const quietFor = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

test.beforeEach(async () => resetRecords());

test.describe('before the visitor answers, and after Reject', () => {
  test.use({ viewport: phone });

  test('nothing is loaded, sent or stored; the choice then holds on the next page', async ({
    page,
    context,
  }) => {
    await page.goto('/?utm_source=newsletter');
    await expect(banner(page)).toBeVisible();
    await page
      .getByRole('link', { name: /Book a Strategy Call/ })
      .first()
      .click();
    await quietFor(1000);
    expect((await records()).requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
    expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);

    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(banner(page)).toBeHidden();
    await expect(page.getByRole('status').filter({ hasText: 'nothing is measured' })).toHaveCount(
      1,
    );
    await page.goto('/resources');
    await expect(
      page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' }),
    ).toBeVisible();
    await quietFor(1500);
    await expect(banner(page)).toHaveCount(0);
    await page
      .getByRole('link', { name: /Book a Strategy Call/ })
      .first()
      .click();
    await quietFor(500);
    expect((await records()).requests).toEqual([]);
    expect(await context.cookies()).toEqual([]);
  });
});

test.describe('Accept, and changing one’s mind', () => {
  test.use({ viewport: desktop });

  test("Accept loads every provider, Google's consent denied before it is granted", async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect
      .poll(async () => (await records()).requests.map((request) => request.path))
      .toEqual(expect.arrayContaining(PROVIDER_SCRIPTS));
    const { requests } = await records();
    expect(requests.find((request) => request.path === '/gtag/js')?.search).toBe('?id=G-TEST12345');
    expect(requests.find((request) => request.path === '/gtm.js')?.search).toBe('?id=GTM-TEST123');
    const googleEntries = async () =>
      (await records()).calls
        .filter((call) => call.provider === 'googleAnalytics')
        .sort((a, b) => a.order - b.order)
        .map((call) => call.args[0] as unknown[])
        .filter((entry) => Array.isArray(entry));
    await expect
      .poll(async () => (await googleEntries()).map(([command]) => command))
      .toContain('config');
    const google = await googleEntries();
    const consent = google.filter(([command]) => command === 'consent');
    // Denied by default before anything else; granted (by each Google tag) once accepted.
    expect(google[0]?.slice(0, 2)).toEqual(['consent', 'default']);
    expect(
      consent.map(([, step, signals]) => [step, (signals as { ad_storage: string }).ad_storage]),
    ).toEqual([['default', 'denied'], ...consent.slice(1).map(() => ['update', 'granted'])]);
    expect(consent.length).toBeGreaterThan(1);
    expect(google.findIndex(([, step]) => step === 'update')).toBeLessThan(
      google.findIndex(([command]) => command === 'config'),
    );
    await expect
      .poll(async () =>
        (await records()).calls.map((call) => `${call.provider}:${JSON.stringify(call.args[0])}`),
      )
      .toEqual(
        expect.arrayContaining([
          'plausible:"pageview"',
          'umami:"pageview"',
          'metaPixel:"init"',
          'linkedIn:"pageview"',
        ]),
      );
  });

  test("'Cookie settings' reopens the banner with focus on it, and Reject then stops every send", async ({
    page,
  }) => {
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await page.goto('/resources');
    await measuring(page);
    const settings = page.getByRole('contentinfo').getByRole('button', { name: 'Cookie settings' });
    await settings.click();
    await expect(banner(page).getByText('Can we measure this visit?')).toBeFocused();
    await banner(page).getByRole('button', { name: 'Reject' }).click();
    await expect(settings).toBeFocused();
    // The providers on the page are told first (Google's consent update, Meta's revoke).
    await quietFor(800);
    await resetRecords();
    await page
      .getByRole('link', { name: /Book a Strategy Call/ })
      .first()
      .click();
    await page.goto('/');
    await quietFor(1500);
    expect((await records()).requests).toEqual([]);
    await expect(banner(page)).toHaveCount(0);
  });

  test('the page around the banner looks as it does without analytics: the header keeps its links', async ({
    page,
  }) => {
    // Measuring adds classes to the one stylesheet. A second sheet once declared the class that
    // hides an element again after the one that shows it on wide screens, and the header's links
    // vanished. (Class names are left out of this comment: Tailwind reads the tests too.)
    await page.goto('/resources');
    await expect(banner(page)).toBeVisible();
    const header = page.getByRole('banner');
    for (const name of ['Process', 'Results', 'FAQ', 'Resources']) {
      await expect(header.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(header.getByRole('link', { name: /Book a Strategy Call/ })).toBeVisible();
  });

  test('a provider that cannot load changes nothing for the visitor', async ({ page }) => {
    await page.route(/127\.0\.0\.1:\d+\/(plausible|umami|gtag|gtm|fbevents|insight)/, (route) =>
      route.abort(),
    );
    const violations = await watchPolicies(page);
    await page.goto('/');
    await banner(page).getByRole('button', { name: 'Accept' }).click();
    await expect(banner(page)).toBeHidden();
    const book = page
      .getByRole('main')
      .getByRole('link', { name: /Book a Strategy Call/ })
      .first();
    await expect(book).toHaveAttribute('href', /^https:\/\/booking\.example\.com\//);
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await page.locator('#faq summary').first().click();
    expect(await violations()).toEqual([]);
  });
});

for (const [label, viewport] of [
  ['320 px', { width: 320, height: 568 }],
  ['390 px', phone],
  ['1280 px', desktop],
] as const) {
  test.describe(`the banner at ${label}`, () => {
    test.use({ viewport });

    test('covers no call to action in view on a page that has one', async ({ page }) => {
      for (const route of [
        '/',
        '/talktoundeniable',
        '/msp-liasonai',
        '/linkinbio',
        '/guides/get-out-of-spam',
      ]) {
        await page.goto(route);
        await expect(banner(page)).toBeVisible();
        const box = await banner(page).boundingBox();
        const covered = await page.evaluate((selector) => {
          return [...document.querySelectorAll(selector)]
            .map((action) => ({ action, box: action.getBoundingClientRect() }))
            .filter(({ box }) => box.width > 0 && box.bottom > 0 && box.top < innerHeight)
            .filter(({ action, box }) => {
              const hit = document.elementFromPoint(
                box.left + box.width / 2,
                box.top + box.height / 2,
              );
              return !action.contains(hit);
            })
            .map(({ action }) => action.textContent?.trim());
        }, 'a[data-booking], main a[href^="#book"]');
        expect(box?.width, route).toBeLessThanOrEqual(viewport.width);
        expect(covered, route).toEqual([]);
      }
    });

    test('is axe-clean, reachable by keyboard right after the skip link, and still under reduced motion', async ({
      page,
    }) => {
      await page.emulateMedia({ reducedMotion: 'reduce' });
      await page.goto('/');
      await expect(banner(page)).toBeVisible();
      // The whole page with the banner open, by WCAG's rules and axe's best practices.
      expect(await axeViolations(page, [...wcag, 'best-practice'])).toEqual([]);
      expect(
        await banner(page).evaluate((element) => getComputedStyle(element).transitionDuration),
      ).toMatch(/^0s/);
      await page.keyboard.press('Tab');
      await expect(page.getByRole('link', { name: 'Skip to content' })).toBeFocused();
      await page.keyboard.press('Tab');
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('button', { name: 'Reject' })).toBeFocused();
      await page.keyboard.press('Tab');
      await expect(banner(page).getByRole('button', { name: 'Accept' })).toBeFocused();
      const [reject, accept] = await Promise.all(
        ['Reject', 'Accept'].map((name) =>
          banner(page).getByRole('button', { name }).boundingBox(),
        ),
      );
      expect(reject?.width).toBeCloseTo(accept?.width ?? 0, 0);
      expect(reject?.height).toBe(accept?.height);
    });
  });
}
