import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { desktop, expect, hydrated, phone, test } from './fixtures';
import {
  contentsList,
  expectContents,
  expectFaqDataMatchesPage,
  expectHeadingsInOrder,
} from './guideChecks';

const path = '/guides/facebook-lead-forms-vs-landing-pages';
const contents = [
  'Podcast',
  'Quick comparison table',
  'When to use lead forms',
  'When to use landing pages',
  'Real-world use case',
  'Expert perspective',
  'FAQs',
  'Get help choosing',
];
/** SPEC section 9, exactly. */
const results = [
  ['Cost per lead', '$24.43', '$48.02'],
  ['Leads', '24', '13'],
  ['Workshop attendance', '9 (37.5%)', '6 (46.2%)'],
  ['Consultation bookings', '6', '3'],
  ['Client signups', '2', '3'],
  ['ROAS', '1.8x', '2.4x'],
];

const player = (page: Page) => page.getByRole('region', { name: /Lead Forms vs. Landing Pages/ });
const carousel = (page: Page) =>
  page.getByRole('region', { name: 'Lead form and landing page examples' });
const currentDot = (page: Page) => carousel(page).locator('button[aria-current="true"]');

/** Opens the guide on a held clock: only `page.clock.runFor` moves its time on. */
async function openWithHeldClock(page: Page) {
  await page.clock.install({ time: new Date('2025-06-09T09:00:00Z') });
  await page.clock.pauseAt(new Date('2025-06-09T09:00:01Z'));
  await page.goto(path);
  // Lets the islands that wake when the browser is idle do so.
  await page.clock.runFor(500);
}

test.describe('Facebook lead forms guide', () => {
  test.use({ viewport: desktop });

  test('sits under Home / Guides in a breadcrumb, declares its canonical address and keeps its outline', async ({
    page,
  }) => {
    await page.goto(path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    await expect(trail.getByRole('link', { name: 'Guides' })).toHaveAttribute('href', '/guides');
    await expect(trail.locator('[aria-current="page"]')).toHaveText(
      'Facebook Lead Forms vs. Landing Pages',
    );
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute(
      'href',
      `${site.siteUrl}${path}`,
    );
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(/Lead Forms vs\. Landing/);
    await expectHeadingsInOrder(page);
    const trailData = await page
      .locator('script[type="application/ld+json"]')
      .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
    const crumbs = trailData.find((item) => item['@type'] === 'BreadcrumbList');
    expect(crumbs.itemListElement.map((item: { item: string }) => item.item)).toEqual([
      `${site.siteUrl}/`,
      `${site.siteUrl}/guides`,
      `${site.siteUrl}${path}`,
    ]);
  });

  test('the sidebar lists the 8 sections and marks the one being read', async ({ page }) => {
    await page.goto(path);
    await expectContents(page, contents);
    await hydrated(page, 'a', 'aside');
    await contentsList(page)
      .getByRole('link', { name: /Expert perspective/ })
      .click();
    await expect(
      page.getByRole('heading', { level: 2, name: 'Expert Perspective' }),
    ).toBeInViewport();
    await expect(contentsList(page).locator('[aria-current="location"]')).toHaveText(
      /Expert perspective$/,
    );
    await expect(page).toHaveURL(/#expert-perspective$/);
  });

  test('the comparison marks each cell for or against in words as well as by icon', async ({
    page,
  }) => {
    await page.goto(path);
    const table = page.getByRole('table', { name: /Lead forms vs\. landing pages at a glance/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Feature',
      'Facebook lead form',
      'Landing page',
    ]);
    await expect(table.getByRole('rowheader')).toHaveCount(8);
    const setup = table.getByRole('row', { name: /Setup time/ }).getByRole('cell');
    await expect(setup.nth(0)).toHaveText(/^Advantage: /);
    await expect(setup.nth(1)).toHaveText(/^Drawback: /);
    await expect(setup.nth(0).locator('svg')).toHaveCount(1);
  });

  test("the case study's results and the low-budget thresholds carry SPEC's figures exactly", async ({
    page,
  }) => {
    await page.goto(path);
    const table = page.getByRole('table', { name: /Case study results/ });
    await expect(table.getByRole('columnheader')).toHaveText([
      'Metric',
      'Lead form',
      'Landing page',
    ]);
    for (const [metric, leadForm, landingPage] of results) {
      const cells = table.getByRole('row', { name: new RegExp(`^${metric}`) });
      await expect(cells.getByRole('rowheader')).toHaveText(metric ?? '');
      await expect(cells.getByRole('cell')).toHaveText([leadForm ?? '', landingPage ?? '']);
    }
    const thresholds = page.getByText(
      /under \$1,500 for a local audience, or\s+under \$3,000 nationwide/,
    );
    await expect(thresholds).toBeVisible();
  });

  test('tells iPhone listeners to use a desktop or Android, and publishes its 4 FAQs as they read', async ({
    page,
  }) => {
    await page.goto(path);
    const notice = page.getByRole('note').filter({ hasText: 'iPhone' });
    await expect(notice).toContainText('works on desktop and Android');
    await expect(notice).toContainText('iOS has compatibility issues');
    await expect(notice).toContainText('desktop computer or an Android device');
    await expectFaqDataMatchesPage(page, 'frequently-asked-questions', 4);
  });

  test('the podcast plays the shipped file and stays on screen while the guide is read', async ({
    page,
  }) => {
    await page.goto(path);
    await player(page).scrollIntoViewIfNeeded();
    await player(page).getByRole('button', { name: 'Play episode' }).click();
    await expect(player(page).getByRole('button', { name: 'Pause episode' })).toBeVisible();
    const audio = player(page).locator('audio');
    await expect
      .poll(() => audio.evaluate((a: HTMLAudioElement) => a.currentTime))
      .toBeGreaterThan(0.3);
    expect(await audio.evaluate((a: HTMLAudioElement) => new URL(a.currentSrc).pathname)).toBe(
      site.media.podcastAudio,
    );
    await player(page).getByRole('button', { name: 'Pause episode' }).click();
    // Sticky: far down the guide the player is still right under the header.
    await contentsList(page).getByRole('link', { name: /FAQs/ }).click();
    await expect(
      page.getByRole('heading', { name: 'Frequently Asked Questions' }),
    ).toBeInViewport();
    await expect(player(page)).toBeInViewport();
    const box = await player(page).boundingBox();
    expect(box?.y).toBeGreaterThanOrEqual(72);
    expect(box?.y).toBeLessThan(120);
  });

  test('when the audio cannot load, the player warns and Retry loads it again', async ({
    page,
  }) => {
    const logged: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') logged.push(message.text());
    });
    const file = `**${site.media.podcastAudio}`;
    await page.route(file, (route) => route.abort('failed'));
    await page.goto(path);
    await player(page).scrollIntoViewIfNeeded();
    await player(page).getByRole('button', { name: 'Play episode' }).click();
    const alert = player(page).getByRole('alert');
    await expect(alert).toBeVisible();
    expect(logged.some((text) => text.startsWith('Error playing audio:'))).toBe(true);
    await page.unroute(file);
    await alert.getByRole('button', { name: 'Retry' }).click();
    await expect(player(page).getByRole('button', { name: 'Pause episode' })).toBeVisible();
    await expect(player(page).getByRole('alert')).toHaveCount(0);
  });

  test('the carousel turns every 5 s and wraps, its buttons wrap, dots jump, and it holds on hover and pause', async ({
    page,
  }) => {
    await openWithHeldClock(page);
    await carousel(page).scrollIntoViewIfNeeded();
    // The controls are offered once it runs.
    await expect(carousel(page).getByRole('button', { name: 'Next slide' })).toBeVisible();
    await page.mouse.move(0, 0);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(4900);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await page.clock.runFor(200);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 2');
    await carousel(page).getByRole('button', { name: 'Go to slide 5' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 5');
    await carousel(page).getByRole('button', { name: 'Next slide' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await carousel(page).getByRole('button', { name: 'Previous slide' }).click();
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 5');
    // Focus rests on a control inside, which holds it: move focus and pointer away, then wait.
    await page.getByRole('heading', { level: 1 }).click();
    await page.mouse.move(0, 0);
    await page.clock.runFor(5100);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await carousel(page)
      .getByRole('group', { name: /Slide 1 of 5/ })
      .hover();
    await page.clock.runFor(11000);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await page.mouse.move(0, 0);
    await carousel(page).getByRole('button', { name: 'Pause slideshow' }).click();
    await page.getByRole('heading', { level: 1 }).click();
    await page.clock.runFor(11000);
    await expect(currentDot(page)).toHaveAccessibleName('Go to slide 1');
    await expect(carousel(page).getByRole('button', { name: 'Play slideshow' })).toBeVisible();
  });

  test('the landing-page mockup moves one section every 12 s and stops at the last', async ({
    page,
  }) => {
    await openWithHeldClock(page);
    const frame = page.getByRole('region', { name: 'Example landing page' });
    await frame.scrollIntoViewIfNeeded();
    await expect(page.getByRole('button', { name: 'Pause auto-scroll' })).toBeVisible();
    await page.mouse.move(0, 0);
    const progress = page.getByText(/^Viewing section \d of 5$/);
    await expect(progress).toHaveText('Viewing section 1 of 5');
    await page.clock.runFor(11_900);
    await expect(progress).toHaveText('Viewing section 1 of 5');
    await page.clock.runFor(200);
    await expect(progress).toHaveText('Viewing section 2 of 5');
    // The frame's smooth scroll runs on real time, not the page's held clock: let it land.
    const landed = () => page.waitForTimeout(1000);
    for (const n of [3, 4, 5]) {
      await landed();
      await page.clock.runFor(12_100);
      await expect(progress).toHaveText(`Viewing section ${n} of 5`);
    }
    await landed();
    await page.clock.runFor(30_000);
    await expect(progress).toHaveText('Viewing section 5 of 5');
  });
});

test.describe('Facebook lead forms guide on a phone', () => {
  test.use({ viewport: phone });

  test('the contents slide in from a button, close on Escape, and a chosen section lands below the sticky player', async ({
    page,
  }) => {
    await page.goto(path);
    await hydrated(page, 'a', 'aside');
    await page
      .getByRole('heading', { level: 2, name: 'Quick Comparison Table' })
      .scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 400);
    const button = page.getByRole('button', { name: 'Contents', exact: true });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    const menu = page.getByRole('navigation', { name: 'Guide contents' });
    await expect(menu.getByRole('link').first()).toBeFocused();
    await page.keyboard.press('Escape');
    await expect(menu).toBeHidden();
    await expect(button).toBeFocused();

    await button.click();
    await menu.getByRole('link', { name: /FAQs/ }).click();
    await expect(menu).toBeHidden();
    const heading = page.getByRole('heading', { level: 2, name: 'Frequently Asked Questions' });
    await expect(heading).toBeInViewport();
    await expect(page).toHaveURL(/#frequently-asked-questions$/);
    const playerBox = await player(page).boundingBox();
    await expect
      .poll(async () => (await heading.boundingBox())?.y ?? 0)
      .toBeGreaterThanOrEqual((playerBox?.y ?? 0) + (playerBox?.height ?? 0));
    // The bar names the section now being read.
    await expect(page.getByText(/^FAQs$/)).toBeVisible();
  });

  test('nothing is wider than the screen: the tables scroll inside their frames', async ({
    page,
  }) => {
    await page.goto(path);
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - window.innerWidth,
    );
    expect(overflow).toBeLessThanOrEqual(0);
    const frame = page.getByRole('region', { name: /at a glance/ });
    const scrolls = await frame.evaluate((el) => el.scrollWidth > el.clientWidth);
    expect(scrolls).toBe(true);
  });
});
