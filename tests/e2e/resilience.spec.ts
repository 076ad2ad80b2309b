import type { Page, Route } from '@playwright/test';
import { desktop, expect, hydrated, pageBehavioursRunning, phone, test } from './fixtures';

/** Counts the times the page's own document is requested: the first visit and every reload. */
function countDocumentLoads(page: Page) {
  const loads = { count: 0 };
  page.on('request', (request) => {
    if (request.resourceType() === 'document' && request.frame() === page.mainFrame()) {
      loads.count += 1;
    }
  });
  return loads;
}

test.describe('when script chunks fail to load', () => {
  test.use({ viewport: phone });

  test('a page being read is never reloaded: its island offers Retry, which keeps what was typed and recovers once the network is back', async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    // Astro's loader asks again with '?astro-retry=': that request fails too.
    await page.route(/\/_astro\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
    // A page with an island that has words of its own (the signup form, which e-mails the agency
    // until its code runs): its code is asked for once the reader scrolls it into view.
    await page.goto('/resources');
    await page.getByRole('textbox', { name: 'Email' }).scrollIntoViewIfNeeded();

    const retry = page.getByRole('button', { name: 'Retry' });
    await expect(retry.first()).toBeVisible();
    await expect(
      page.getByRole('status').filter({ hasText: "didn't finish loading" }).first(),
    ).toBeVisible();
    // The reader scrolled before the failure: the page stays where they are.
    await page.waitForTimeout(1500);
    expect(loads.count).toBe(1);

    // Every word is still there, and the header's links are reachable: its script is written into
    // the page (PageBehaviours.astro), so no failed chunk leaves a dead menu button.
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await pageBehavioursRunning(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Menu', exact: true });
    for (const name of ['Process', 'Results', 'FAQ', 'Resources']) {
      await expect(menu.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await page.getByRole('button', { name: 'Close menu' }).click();
    await expect(menu).toBeHidden();

    // The visitor types, the network is back, and Retry brings the page to life with their words.
    await page.getByRole('textbox', { name: 'Name' }).fill('Dana');
    await page.getByRole('textbox', { name: 'Email' }).fill('dana@firm.test');
    await page.unrouteAll();
    // The reloaded page, not the one the click left: that one's script has run already.
    const reloaded = page.waitForEvent('load');
    await retry.first().click();
    await reloaded;
    await pageBehavioursRunning(page);
    expect(loads.count).toBe(2);
    await expect(retry).toHaveCount(0);
    await expect(page.getByRole('textbox', { name: 'Name' })).toHaveValue('Dana');
    await expect(page.getByRole('textbox', { name: 'Email' })).toHaveValue('dana@firm.test');
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeVisible();
  });

  for (const viewport of [phone, desktop]) {
    test(`on / at ${viewport.width} px with every chunk failing, a reader scrolling through keeps the headings, and the page navigates at most once, in its first seconds`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await page.goto('/');
      const headings = await page.getByRole('heading').allTextContents();
      const navigations: number[] = [];
      let started = 0;
      page.on('framenavigated', (frame) => {
        if (frame === page.mainFrame()) navigations.push(Date.now() - started);
      });
      // Routing turns the cache off: every chunk is asked for again, and fails.
      await page.route(/\/_astro\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
      started = Date.now();
      await page.goto('/');
      // A reader's pace: a screen at a time, through the whole page, for longer than the window.
      const height = await page.evaluate(() => document.documentElement.scrollHeight);
      const scrollStart = Date.now() - started;
      for (let y = 0; y < height; y += viewport.height * 0.8) {
        await page.mouse.wheel(0, viewport.height * 0.8);
        await page.waitForTimeout(150);
      }
      await page.waitForTimeout(1500);
      // The first navigation is the visit; at most one more, early, before the reader scrolled.
      expect(navigations.length).toBeLessThanOrEqual(2);
      for (const at of navigations.slice(1)) {
        expect(at, 'a reload under the reader').toBeLessThan(Math.min(scrollStart, 4000));
      }
      expect(await page.getByRole('heading').allTextContents()).toEqual(headings);
    });
  }

  // The resources page's signup form is an island whose HTML still works without its code: the
  // form e-mails the agency instead.
  test("one island's failed chunk leaves its part readable with a retry beside it, and the rest of the page working", async ({
    page,
  }) => {
    const loads = countDocumentLoads(page);
    await page.route(/\/_astro\/SignupForm\.[^/]+\.js(\?.*)?$/, (route) => route.abort());
    await page.goto('/resources');

    const email = page.getByRole('textbox', { name: 'Email' });
    await email.scrollIntoViewIfNeeded();
    const island = page.locator('astro-island', { has: email });
    await expect(
      island.locator('xpath=following-sibling::*[1]').getByRole('button', { name: 'Retry' }),
    ).toBeVisible();
    // The reader scrolled to the form: no reload under them.
    expect(loads.count).toBe(1);
    await expect(email).toBeVisible();
    await expect(island.locator('form')).toHaveAttribute('action', /^mailto:/);
    await pageBehavioursRunning(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('navigation', { name: 'Menu', exact: true })).toBeVisible();
  });
});

test.describe('when a script chunk fails once', () => {
  test.use({ viewport: phone });

  test('the island loads on its second try, with no reload and no retry line', async ({ page }) => {
    const loads = countDocumentLoads(page);
    let failures = 0;
    await page.route(/\/_astro\/SignupForm\.[^/]+\.js(\?.*)?$/, (route) => {
      if (failures > 0) return route.continue();
      failures += 1;
      return route.abort();
    });
    await page.goto('/resources');
    await page.getByRole('textbox', { name: 'Email' }).scrollIntoViewIfNeeded();
    // Its code ran: the island that holds the signup form has started.
    await hydrated(page, 'form');
    expect(failures).toBe(1);
    expect(loads.count).toBe(1);
    await expect(page.getByRole('button', { name: 'Retry' })).toHaveCount(0);
  });
});

test.describe('when the visitor leaves while island code is still on its way', () => {
  test.use({ viewport: desktop });

  test('the page they asked for opens: the unfinished code does not bring them back', async ({
    page,
  }) => {
    // What Safari's engine does: every import still on its way fails as soon as a navigation
    // starts, and the old page runs on until the next one arrives. Here the chunks hang, fail (and
    // so does Astro's second try) once the click reaches the network, and the next page takes a
    // moment to answer.
    const hanging: Route[] = [];
    let leaving = false;
    await page.route(/\/_astro\/[^/]+\.js(\?.*)?$/, async (route) => {
      if (leaving) await route.abort();
      else hanging.push(route);
    });
    await page.route('**/resources', async (route) => {
      leaving = true;
      await Promise.all(hanging.splice(0).map((chunk) => chunk.abort()));
      await new Promise((resolve) => setTimeout(resolve, 1500));
      await route.continue();
    });
    // Not to its load event: the page's own module scripts are among what hangs, and its load
    // waits for them. The visitor reads and clicks long before.
    await page.goto('/', { waitUntil: 'commit' });
    await expect.poll(() => hanging.length).toBeGreaterThan(0);
    await page.getByRole('banner').getByRole('link', { name: 'Resources', exact: true }).click();
    await expect(page).toHaveURL(/\/resources$/);
    await expect(page.getByRole('heading', { level: 1 })).toContainText('Resources');
  });
});

test("the footer shows the visitor's year even when the build is older", async ({ page }) => {
  const later = new Date().getFullYear() + 3;
  await page.clock.setFixedTime(new Date(`${later}-03-01T12:00:00Z`));
  await page.goto('/resources');
  await expect(page.getByRole('contentinfo').getByText(`© ${later} `)).toBeVisible();
});
