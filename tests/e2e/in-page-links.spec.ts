import type { Locator, Page } from '@playwright/test';
import { landed, lowestTop, type Place, placeInPage } from '../landing';
import { desktop, expect, hydrated, pageBehavioursRunning, phone, test } from './fixtures';

/**
 * A link to a section of the same page must land it just under whatever stays at the top of the
 * window (the fixed header, a guide's sticky podcast player), once the scroll has stopped, however
 * the page grows or shrinks on the way: its top in view, and at most 120 px down the window (or
 * 48 px under a sticky player that covers more than that). The browser does it all: the links are
 * plain anchors, the fixed header is the page's scroll-padding. Each link is clicked on a fresh
 * load, as a visitor arriving from an ad would; with smooth motion, on a phone-class CPU (four times
 * slower) 300 ms after DOMContentLoaded, before most islands have started.
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

/**
 * Opens the route as a first visit; on a slowed CPU, the click comes 300 ms after the HTML is read.
 * Returns what puts the CPU back to full speed.
 */
async function visit(page: Page, route: string, slowCpu: boolean) {
  if (!slowCpu) {
    await page.goto(route);
    return async () => undefined;
  }
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 4 });
  await page.goto(route, { waitUntil: 'domcontentloaded' });
  await page.waitForTimeout(300);
  return async () => {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: 1 });
  };
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

const headerLink = (name: string) => async (page: Page) =>
  page.getByRole('banner').getByRole('navigation').getByRole('link', { name, exact: true });
const menuLink = (name: string) => async (page: Page) => {
  await pageBehavioursRunning(page);
  await page.getByRole('button', { name: 'Open menu' }).click();
  return page.getByRole('navigation', { name: 'Menu' }).getByRole('link', { name, exact: true });
};
const footerLink = (name: string) => async (page: Page) =>
  page.getByRole('contentinfo').getByRole('link', { name, exact: true });
const pageLink = (name: string) => async (page: Page) =>
  page.getByRole('main').getByRole('link', { name, exact: true });

const home = (width: 'phone' | 'desktop'): Case[] => [
  ...(width === 'desktop'
    ? [
        { name: 'header Process', route: '/', id: 'process', link: headerLink('Process') },
        { name: 'header Results', route: '/', id: 'results', link: headerLink('Results') },
        { name: 'header FAQ', route: '/', id: 'faq', link: headerLink('FAQ') },
      ]
    : [
        { name: 'menu Process', route: '/', id: 'process', link: menuLink('Process') },
        { name: 'menu Results', route: '/', id: 'results', link: menuLink('Results') },
        { name: 'menu FAQ', route: '/', id: 'faq', link: menuLink('FAQ') },
      ]),
  { name: 'footer Our Process', route: '/', id: 'process', link: footerLink('Our Process') },
  { name: 'footer Client Results', route: '/', id: 'results', link: footerLink('Client Results') },
  { name: 'footer FAQ', route: '/', id: 'faq', link: footerLink('FAQ') },
  { name: 'footer Book a Call', route: '/', id: 'book', link: footerLink('Book a Call') },
  {
    name: 'View all case studies',
    route: '/',
    id: 'case-studies',
    link: pageLink('View all case studies'),
  },
];

const bookingJumps = (width: 'phone' | 'desktop'): Case[] => [
  ...(width === 'phone'
    ? [
        {
          name: 'Book Your Call',
          route: '/talktoundeniable',
          id: 'book-call',
          link: pageLink('Book Your Call'),
        },
      ]
    : []),
  {
    name: 'the podcast’s call to action, from its open details',
    route: '/guides/facebook-lead-forms-vs-landing-pages',
    id: 'ready-to-choose-the-right-funnel',
    // Followed, it folds the panel it sits in: there is no link left on screen to return to.
    back: false,
    link: async (page: Page) => {
      await hydrated(page, 'details', 'main');
      await page.getByText('Episode details', { exact: true }).click();
      return pageLink('Want help choosing? Book a strategy call below.')(page);
    },
  },
  {
    name: 'Build My System for Free',
    route: '/msp-liasonai',
    id: 'book-call',
    link: pageLink('Build My System for Free'),
  },
  {
    name: 'Get Me Out of Spam',
    route: '/guides/get-out-of-spam',
    id: 'audit-calendar',
    link: pageLink('Get Me Out of Spam'),
  },
];

const guides = [
  {
    route: '/guides/facebook-lead-forms-vs-landing-pages',
    entries: [
      ['Podcast', 'listen-to-the-podcast'],
      ['Quick comparison table', 'quick-comparison-table'],
      ['When to use lead forms', 'when-to-use-lead-forms'],
      ['When to use landing pages', 'when-to-use-landing-pages'],
      ['Real-world use case', 'real-world-use-case'],
      ['Expert perspective', 'expert-perspective'],
      ['FAQs', 'frequently-asked-questions'],
      ['Get help choosing', 'ready-to-choose-the-right-funnel'],
    ],
  },
  {
    route: '/guides/get-out-of-spam',
    entries: [
      ['TL;DR', 'tldr'],
      ['The spam spiral', 'the-spam-spiral'],
      ['5 reasons you land in spam', '5-reasons-your-emails-land-in-spam'],
      ['Book a deliverability audit', 'book-your-free-email-deliverability-audit'],
      ['Before & after comparison', 'inbox-vs-spam-before--after-results'],
      ['Expert take', 'expert-take-what-we-recommend'],
      ['FAQ', 'frequently-asked-questions'],
      ['Tools to do it yourself', 'prefer-to-diy'],
    ],
  },
] as const;

/** The contents at the top of a guide (a sidebar on wide screens). */
const contentsLink = (name: string) => async (page: Page) =>
  page.getByRole('navigation', { name: 'In this guide' }).getByRole('link', { name, exact: true });

/** The phone's slide-in contents, opened from the bar that shows once the reader is past them. */
const slideInLink = (name: string) => async (page: Page) => {
  await hydrated(page, 'a', 'aside');
  const button = page.getByRole('button', { name: 'Contents', exact: true });
  if (!(await button.isVisible())) {
    await page.getByRole('navigation', { name: 'In this guide' }).scrollIntoViewIfNeeded();
    await page.mouse.wheel(0, 900);
  }
  await button.click();
  return page.getByRole('navigation', { name: 'Guide contents' }).getByRole('link', { name });
};

for (const [label, viewport, width] of [
  ['390 px', phone, 'phone'],
  ['1280 px', desktop, 'desktop'],
] as const) {
  for (const motion of ['no-preference', 'reduce'] as const) {
    test.describe(`in-page links at ${label}, ${motion} motion`, () => {
      test.use({ viewport, reducedMotion: motion });
      // Every link with smooth scrolling, on the slowed CPU; with reduced motion (the jump is the
      // only difference, and the WebKit suite follows the header's three) the first of them and
      // a link from another page.
      const smooth = motion === 'no-preference';
      const slowCpu = smooth;

      // One test a link, each on its own fresh load: the two workers share them, and a slow
      // machine meets one link's timeout, not the sum of eight.
      const links = smooth ? home(width) : home(width).slice(0, 1);
      for (const [index, { name, route, id, link }] of links.entries()) {
        test(`the home page’s ${name} lands its section under the header`, async ({ page }) => {
          await visit(page, route, slowCpu);
          await expectLanding(page, await link(page), id, index === 0);
        });
      }

      if (smooth) {
        for (const { name, route, id, link, back = true } of bookingJumps(width)) {
          test(`${name} scrolls to its section under the header`, async ({ page }) => {
            await visit(page, route, slowCpu);
            await expectLanding(page, await link(page), id, back);
          });
        }

        for (const { route, entries } of guides) {
          test(`${route}: every contents entry lands its section`, async ({ page }) => {
            test.slow();
            const fullSpeed = await visit(page, route, slowCpu);
            // The last entry first, from the top, on a fresh load: the longest way, while the page
            // is still arriving. Then each in order from the top, as a reader using the contents
            // would, long after the first paint.
            const [lastName, lastId] = entries[entries.length - 1] ?? ['', ''];
            await expectLanding(page, await contentsLink(lastName)(page), lastId, true);
            await fullSpeed();
            for (const [name, id] of entries) {
              await test.step(name, async () => {
                const link = width === 'desktop' ? contentsLink(name) : slideInLink(name);
                await expectLanding(page, await link(page), id);
              });
            }
          });
        }
      }

      test('a link to the home page’s FAQ from another page lands it', async ({ page }) => {
        await visit(page, '/resources', slowCpu);
        const faq = width === 'desktop' ? headerLink('FAQ') : menuLink('FAQ');
        await (await faq(page)).click();
        await expect(page).toHaveURL(/\/#faq$/);
        await scrollStopped(page);
        await expect.poll(() => verdict(page, 'faq'), { timeout: 8_000 }).toBe('lands');
      });
    });
  }
}
