import type { Locator, Page } from '@playwright/test';
import { landed, lowestTop, type Place, placeInPage } from '../landing';
import { desktop, expect, pageBehavioursRunning, phone, test } from './fixtures';

/**
 * A link to a section of the same page must land it just under whatever stays at the top of the
 * window (the fixed header, a guide's sticky podcast player), once the scroll has stopped, however
 * the page grows or shrinks on the way: its top in view, and at most 120 px down the window (or
 * 48 px under a sticky player that covers more than that). The browser does it all: the links are
 * plain anchors, the fixed header is the page's scroll-padding.
 *
 * Here, in Chromium, a link is clicked while the page is still arriving, as a visitor from an ad
 * would: on a fresh load, with smooth motion, on a phone-class CPU (four times slower) 300 ms
 * after DOMContentLoaded, before most islands have started. Every other link (the header's, the
 * footer's, the contents entries, one from another page, motion reduced) is the WebKit suite's
 * (tests/webkit/links-*.spec.ts): where the scroll ends is the engine's own work.
 */

/** Waits until the page has not scrolled for 400 ms (a smooth scroll moves every frame). */
async function scrollStopped(page: Page) {
  await page.evaluate(
    () =>
      new Promise<void>((resolve) => {
        let last = window.scrollY;
        let still = 0;
        const started = performance.now();
        const tick = () => {
          still = window.scrollY === last ? still + 1 : 0;
          last = window.scrollY;
          if (still >= 8 || performance.now() - started > 12_000) resolve();
          else setTimeout(tick, 50);
        };
        setTimeout(tick, 50);
      }),
  );
}

/** 'lands', or where the top ended up, for a failure message a person can act on. */
async function verdict(page: Page, id: string): Promise<string> {
  const place = (await page.evaluate(`(${placeInPage})(${JSON.stringify(id)})`)) as Place;
  return landed(place)
    ? 'lands'
    : `#${id} top at ${place.top} px (want ${place.covered}-${lowestTop(place.covered)} px)`;
}

/** Follows a link and checks the landing, the address, focus and (optionally) Back. */
async function expectLanding(page: Page, link: Locator, id: string, back = false) {
  const before = await page.evaluate(() => ({ y: window.scrollY, url: location.href }));
  await link.click();
  await scrollStopped(page);
  await expect.poll(() => verdict(page, id), { timeout: 5_000 }).toBe('lands');
  await expect(page).toHaveURL(new RegExp(`#${id}$`));
  await expect
    .poll(() =>
      page.evaluate(
        (targetId) => document.getElementById(targetId)?.contains(document.activeElement) ?? false,
        id,
      ),
    )
    .toBe(true);
  if (!back) return;
  // Back brings the visitor to where they were, or to the link they followed if the page has
  // changed above it since (Chrome restores by an anchor element, not by an offset).
  await page.goBack();
  await expect(page).toHaveURL(before.url);
  await scrollStopped(page);
  const returned = async () =>
    Math.abs((await page.evaluate(() => window.scrollY)) - before.y) <= 2 ||
    // A link in a menu that closed when followed is not there to see.
    ((await link.isVisible()) &&
      (await link.evaluate((element) => {
        const box = element.getBoundingClientRect();
        return box.bottom > 0 && box.top < window.innerHeight;
      })));
  await expect.poll(returned, { message: 'Back returns to the link' }).toBe(true);
}

/** Opens the route as a first visit on a slowed CPU, 300 ms after the HTML is read. */
async function visit(page: Page, route: string) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(300);
}

interface Case {
  name: string;
  route: string;
  id: string;
  /** Whether Back is checked too: not for a link that a menu or panel folds away when followed. */
  back?: boolean;
  /** The link, found as a visitor finds it; opens a menu first where the link is inside one. */
  link: (page: Page) => Promise<Locator>;
}

const menuLink = (name: string) => async (page: Page) => {
  await pageBehavioursRunning(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true });
};
const pageLink = (name: string) => async (page: Page) =>
  page.getByRole('main').getByRole('link', { name, exact: true });

const podcastCallToAction: Case = {
  name: 'podcast’s call to action, from its open details',
  route: '/guides/facebook-lead-forms-vs-landing-pages',
  id: 'ready-to-choose-the-right-funnel',
  // Followed, it folds the panel it sits in: there is no link left on screen to return to.
  back: false,
  link: async (page: Page) => {
    // Its script runs once the first paint is on screen, and shows the player's own controls.
    await expect(page.getByRole('button', { name: 'Play episode' })).toBeVisible();
    await page.getByText('Episode details', { exact: true }).click();
    return pageLink('Want help choosing? Book a strategy call below.')(page);
  },
};

/**
 * One link at each width, while the page arrives: the phone menu's, opened as soon as its script
 * runs, and on a desktop one inside a guide's podcast player, opened as soon as the player runs.
 */
const cases = (width: 'phone' | 'desktop'): Case[] =>
  width === 'desktop'
    ? [podcastCallToAction]
    : [{ name: 'menu Process', route: '/', id: 'process', link: menuLink('Process') }];

for (const [label, viewport, width] of [
  ['390 px', phone, 'phone'],
  ['1280 px', desktop, 'desktop'],
] as const) {
  test.describe(`in-page links at ${label}, while the page arrives`, () => {
    test.use({ viewport, reducedMotion: 'no-preference' });

    for (const { name, route, id, link, back = true } of cases(width)) {
      test(`the ${name} lands its section under the header`, async ({ page }) => {
        await visit(page, route);
        await expectLanding(page, await link(page), id, back);
      });
    }
  });
}
