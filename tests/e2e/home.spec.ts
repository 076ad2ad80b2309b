import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { desktop, expect, pageBehavioursRunning, phone, test } from './fixtures';

test.describe('home page', () => {
  test.use({ viewport: desktop });

  test('sections come in the order of the spec', async ({ page }) => {
    await page.goto('/');
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    const order = [
      'Real Results from Real Clients',
      'The Undeniable Difference',
      '10X in 30 days',
      'growth system',
      'Meet The Team',
      'Questions founders ask',
    ].map((text) => headings.findIndex((h) => h.includes(text)));
    expect(order.every((index) => index >= 0)).toBe(true);
    expect([...order].sort((a, b) => a - b)).toEqual(order);
  });

  test('the hero states the promise and books a call in a new tab', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByText('7 & 8-Figure BIZS')).toBeVisible();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      "If your offer is undeniable, we'll make your growth inevitable.",
    );
    const hero = page.locator('section', { has: page.getByRole('heading', { level: 1 }) });
    const book = hero.getByRole('link', { name: /Book a Strategy Call/ });
    await expect(book).toHaveAttribute('href', site.bookingUrl);
    await expect(book).toHaveAttribute('target', '_blank');
    await expect(hero.getByText('Limited Availability')).toBeVisible();
  });

  test('counters count up to the headline figures when the section comes into view', async ({
    page,
  }) => {
    const figures = [
      ['150M+', 150, 'Revenue Influenced'],
      ['47+', 47, 'Businesses Served'],
      ['90%', 90, 'Client Retention'],
      ['80%+', 80, 'Clients Renew or Refer'],
    ] as const;
    await page.goto('/');
    const grid = page.getByRole('list').filter({ hasText: 'Revenue Influenced' });
    // Counting starts when the grid comes into view: it must not have yet, or nothing is proved.
    await expect(grid).not.toBeInViewport();
    // Record what each cell shows and what it says to screen readers, at every change.
    await grid.evaluate((list) => {
      const read = () =>
        [...list.querySelectorAll('li')].map((item) => ({
          shown: item.querySelector('[aria-hidden="true"]')?.textContent ?? '',
          spoken: item.querySelector('.sr-only')?.textContent ?? '',
        }));
      const log = [read()];
      // Every layout shift of something in the grid: the count must move nothing but its digits.
      const shifts: number[] = [];
      Object.assign(window, { counterLog: log, counterShifts: shifts });
      new MutationObserver(() => log.push(read())).observe(list, {
        subtree: true,
        childList: true,
        characterData: true,
      });
      new PerformanceObserver((entries) => {
        for (const entry of entries.getEntries() as (PerformanceEntry & {
          value: number;
          sources?: { node?: Node | null }[];
        })[]) {
          if (entry.sources?.some(({ node }) => node && list.contains(node))) {
            shifts.push(entry.value);
          }
        }
      }).observe({ type: 'layout-shift' });
    });
    type Snapshot = { shown: string; spoken: string }[];
    const counterLog = () =>
      page.evaluate(() => (window as unknown as { counterLog: Snapshot[] }).counterLog);

    await page
      .getByRole('heading', { name: 'Real Results from Real Clients' })
      .scrollIntoViewIfNeeded();
    // Each visible figure must drop below its target at some point, then land on it.
    const counted = async () => {
      const log = await counterLog();
      return figures.map(([, target], index) => ({
        dipped: log.some((snapshot) => Number.parseFloat(snapshot[index]?.shown ?? '') < target),
        last: log.at(-1)?.[index]?.shown,
      }));
    };
    await expect
      .poll(counted, { timeout: 6000 })
      .toEqual(figures.map(([figure]) => ({ dipped: true, last: figure })));

    const log = await counterLog();
    for (const [index, [figure, , label]] of figures.entries()) {
      await expect(grid.getByText(label, { exact: true })).toBeVisible();
      expect(
        log.every((snapshot) => snapshot[index]?.spoken === figure),
        `screen readers hear only ${figure}`,
      ).toBe(true);
    }
    expect(log.length, 'the figures changed while counting').toBeGreaterThan(2);
    expect(
      await page.evaluate(() => (window as unknown as { counterShifts: number[] }).counterShifts),
      'layout shifts in the grid while counting',
    ).toEqual([]);
  });

  test('the looping decorations move while on screen and rest off it', async ({ page }) => {
    await page.goto('/');
    await pageBehavioursRunning(page);
    // The play states of the endless animations (the availability pings, the AI hub's pulses and
    // glow, the process diagram) inside the sections that match `sections`.
    const loops = (sections: string) =>
      page.evaluate(
        (selector) =>
          [...document.querySelectorAll(selector)].flatMap((section) =>
            section
              .getAnimations({ subtree: true })
              .filter((animation) => animation.effect?.getTiming().iterations === Infinity)
              .map((animation) => animation.playState),
          ),
        sections,
      );
    const hero = 'main section:has(h1)';
    await expect.poll(() => loops(hero)).toContain('running');
    await page.locator('#faq').scrollIntoViewIfNeeded();
    await expect.poll(() => loops(hero)).not.toContain('running');
    expect(await loops(hero)).toContain('paused');
    expect(await loops('main section[data-loops="resting"]'), 'off screen').not.toContain(
      'running',
    );
    await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
    await expect.poll(() => loops(hero)).not.toContain('paused');
  });

  test('three client testimonials, each rated 5 out of 5', async ({ page }) => {
    await page.goto('/');
    const proof = page.getByRole('region', { name: 'Real Results from Real Clients' });
    await expect(proof.getByRole('blockquote')).toHaveCount(3);
    await expect(proof.getByRole('img', { name: 'Rated 5 out of 5' })).toHaveCount(3);
  });

  test('the closing block promises no obligation, and the contact e-mail and chat entry work without a widget', async ({
    page,
  }) => {
    await page.goto('/#book');
    await expect(
      page.locator('#book').getByText('Limited availability. No obligation.'),
    ).toBeVisible();
    const faq = page.locator('#faq');
    await expect(faq.getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    const chat = faq.getByRole('link', { name: /Chat with us/ });
    await expect(chat).toHaveAttribute('href', `mailto:${site.email}`);
    // With no chat widget configured the entry is plain HTML: no island, no JavaScript.
    await expect(faq.locator('astro-island', { has: chat })).toHaveCount(0);
  });
});

test.describe('home page on a phone', () => {
  test.use({ viewport: phone });

  /** The canvas alone: the page's words and their own small animations hidden around it. */
  const canvasPixels = async (page: Page) => {
    await page.addStyleTag({
      content: 'body * { visibility: hidden !important } canvas { visibility: visible !important }',
    });
    return page.locator('canvas').first().screenshot({ animations: 'allow' });
  };

  // Under reduced motion it holds still: reduced-motion.spec.ts compares the whole page 15 s apart.
  test('the hero canvas is decorative, and its particle network moves, drawn by a worker', async ({
    page,
  }) => {
    const worker = page.waitForEvent('worker');
    await page.goto('/');
    const canvas = page.locator('canvas').first();
    await expect(canvas.locator('xpath=..')).toHaveAttribute('aria-hidden', 'true');
    expect((await worker).url()).toMatch(/particles\.worker/);
    let frameA = await canvasPixels(page);
    // Moving: two captures 400 ms apart differ, once it has started.
    await expect
      .poll(
        async () => {
          await page.waitForTimeout(400);
          const frameB = await canvasPixels(page);
          const moved = !frameA.equals(frameB);
          frameA = frameB;
          return moved;
        },
        { timeout: 8000 },
      )
      .toBe(true);
  });
});

test.describe('home page without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the header clears the hero, and the final figures and closing words are readable', async ({
    page,
  }) => {
    await page.goto('/');
    // The header, taller without its menu button, must not cover the hero.
    const header = await page.getByRole('banner').boundingBox();
    const badge = await page.getByText('7 & 8-Figure BIZS').boundingBox();
    expect(header && badge && header.y + header.height <= badge.y).toBe(true);
    await expect(page.locator('[aria-hidden="true"]', { hasText: /^150M\+$/ })).toBeVisible();
    await expect(page.getByText('No obligation', { exact: false }).first()).toBeVisible();
  });
});
