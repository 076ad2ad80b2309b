import type { Locator, Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { desktop, expect, test } from './fixtures';
import { expectContents, expectFaqDataMatchesPage } from './guideChecks';

const path = '/guides/get-out-of-spam';
/** The eight entries, in the order the page reads (product.md's order of sections). */
const contents = [
  'TL;DR',
  'The spam spiral',
  '5 reasons you land in spam',
  'Book a deliverability audit',
  'Before & after comparison',
  'Expert take',
  'FAQ',
  'Tools to do it yourself',
];
const reasons = [
  'Spam trigger words',
  'Blacklisted or shared IP',
  'Missing authentication records',
  'Low domain reputation',
  'Compliance failures',
];

const loop = (page: Page) => page.locator('[data-doom-loop]');
const tooltipOf = async (page: Page, circle: Locator) =>
  page.locator(`[id="${await circle.getAttribute('aria-describedby')}"]`);

/** The tooltip is shown, 300 px wide (or the screen less 40 px), 20 px or more from both edges. */
async function expectPlacedTooltip(page: Page, circle: Locator) {
  const tip = await tooltipOf(page, circle);
  await expect(tip).toBeVisible();
  const box = await tip.boundingBox();
  const circleBox = await circle.boundingBox();
  const width = page.viewportSize()?.width ?? 0;
  expect(box?.width).toBeCloseTo(Math.min(300, width - 40), 0);
  expect(box?.x).toBeGreaterThanOrEqual(20);
  expect((box?.x ?? 0) + (box?.width ?? 0)).toBeLessThanOrEqual(width - 20);
  // Under the circle.
  expect(box?.y).toBeGreaterThan((circleBox?.y ?? 0) + (circleBox?.height ?? 0));
  return tip;
}

test.describe('spam guide', () => {
  test.use({ viewport: desktop });

  test('has the guide layout: breadcrumb and 8 contents entries', async ({ page }) => {
    await page.goto(path);
    const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
    await expect(trail.locator('[aria-current="page"]')).toHaveText('Get Out of Spam');
    await expectContents(page, contents);
  });

  // Where each tooltip sits on hover and by touch, inside the window at both widths, is
  // tests/webkit/guides.spec.ts's (and the placement's own unit tests).
  test('the doom loop answers the keyboard: focus shows a tooltip, blur and Escape hide it', async ({
    page,
  }) => {
    await page.goto(path);
    await loop(page).scrollIntoViewIfNeeded();
    await expect(loop(page)).toHaveAttribute('data-doom-loop', 'live');
    const circles = loop(page).getByRole('button');
    const [first, second] = [circles.nth(0), circles.nth(1)];
    await first.focus();
    await expectPlacedTooltip(page, first);
    await page.keyboard.press('Tab');
    await expect(second).toBeFocused();
    await expect(await tooltipOf(page, first)).toBeHidden();
    await expectPlacedTooltip(page, second);
    await page.keyboard.press('Escape');
    await expect(await tooltipOf(page, second)).toBeHidden();
  });

  test('five numbered reasons in order, each with why it matters, how to check and how to fix it', async ({
    page,
  }) => {
    await page.goto(path);
    const list = page.locator('ol:has(> li h3)');
    await expect(list.getByRole('heading', { level: 3 })).toHaveText(reasons);
    for (const item of await list.locator('> li').all()) {
      await expect(item.locator('dt')).toHaveText(['Why it matters', 'How to check', 'Fix it']);
    }
    await expect(page.getByText(/Let's run the diagnosis\s+together\.$/)).toBeVisible();
  });

  test('the audit section embeds the calendar at 1000 px with the booking page as its fallback', async ({
    page,
  }) => {
    await page.goto(path);
    const section = page.locator('#audit-calendar');
    await section.scrollIntoViewIfNeeded();
    await expect(section.locator('iframe')).toHaveAttribute('height', '1000');
    // Third parties are blocked here, so the fallback steps forward.
    const fallback = section.getByRole('link', { name: /Book your audit on our booking page/ });
    await expect(fallback).toBeVisible();
    await expect(fallback).toHaveAttribute('href', site.bookingUrl);
    await expect(fallback).toHaveAttribute('target', '_blank');
    await expect(page.locator('h2#book-your-free-email-deliverability-audit + p')).toContainText(
      'Walk away clean or pay nothing extra.',
    );
  });

  test('before and after, expert take, FAQ with matching structured data, and the DIY tools', async ({
    page,
  }) => {
    await page.goto(path);
    const results = page.getByRole('table', { name: /Inbox vs\. spam/ });
    await expect(results.getByRole('columnheader')).toHaveText([
      'Metric',
      'Broken Setup',
      'Fixed Setup',
    ]);
    await expect(results.getByRole('row', { name: /Open rate/ }).getByRole('cell')).toHaveText([
      '2-5%',
      '30-60%',
    ]);
    await expect(results).toContainText('3-10x');
    await expect(results).toContainText('$8k-$20k');

    const expert = page.locator('h2#expert-take-what-we-recommend + p + ul > li');
    await expect(expert).toHaveCount(5);
    await expect(expert.nth(1)).toContainText('SPF, DKIM and DMARC');

    await expectFaqDataMatchesPage(page, 'frequently-asked-questions', 5);

    const tools = page.getByRole('table', { name: /Free tools/ });
    await expect(tools.getByRole('columnheader')).toHaveText(['Tool', 'Access']);
    const builtIn = tools.getByRole('row', { name: /Show original/ });
    await expect(builtIn).toContainText('Built-in Gmail feature');
    await expect(builtIn.getByRole('link')).toHaveCount(0);
    for (const link of await tools.getByRole('link').all()) {
      await expect(link).toHaveAttribute('target', '_blank');
      await expect(link).toHaveAccessibleName(/\(opens in a new tab\)$/);
    }
    await expect(page.getByRole('note').filter({ hasText: 'Pro tip' })).toContainText('Postmaster');
  });

  test("related resources, then the guide's own footer with logo and © 2025", async ({ page }) => {
    await page.goto(path);
    const related = page.locator('h2#related-resources + div').getByRole('link');
    expect(await related.evaluateAll((as) => as.map((a) => a.getAttribute('href')))).toEqual([
      '/guides/facebook-lead-forms-vs-landing-pages',
      '/guides/local-lead-funnel-blueprint',
      '/services/facebook-ads',
      '/resources',
    ]);
    const article = page.locator('article');
    await expect(article.getByText(`© 2025 ${site.brandName}.`)).toBeVisible();
    await expect(article.getByRole('link', { name: `${site.brandName} home` })).toHaveAttribute(
      'href',
      '/',
    );
  });
});
