import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';
import { routesForTests } from '../../scripts/site-map.mjs';
import { isOpen, summary } from './disclosures';
import { desktop, expect, pageBehavioursRunning, phone, scrollThrough, test } from './fixtures';

const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The outline a screen reader announces (headings hidden from everyone left out): one h1, first,
 * and no level skipped on the way down. Empty when it holds, else what is wrong.
 */
async function outlineFaults(page: Page): Promise<string[]> {
  const levels = await page
    .getByRole('heading')
    .evaluateAll((els) =>
      els.map((el) => Number(el.getAttribute('aria-level') ?? el.tagName.slice(1))),
    );
  const faults: string[] = [];
  const ones = levels.filter((level) => level === 1).length;
  if (ones !== 1) faults.push(`${ones} h1 elements`);
  if (levels[0] !== 1) faults.push(`the first heading is an h${levels[0]}`);
  if (levels.some((level, i) => i > 0 && level > (levels[i - 1] ?? 1) + 1)) {
    faults.push(`a level skipped: ${levels.join(' ')}`);
  }
  return faults;
}

async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}

for (const [label, viewport] of [
  ['390 px', phone],
  ['1280 px', desktop],
] as const) {
  test.describe(`axe at ${label}`, () => {
    test.use({ viewport });
    for (const route of routesForTests()) {
      test(`${route} has no WCAG 2.2 AA violations, one h1 and no skipped heading level`, async ({
        page,
      }) => {
        await page.goto(route);
        await scrollThrough(page);
        expect(await violations(page)).toEqual([]);
        expect(await outlineFaults(page), 'the heading outline').toEqual([]);
      });
    }
  });
}

test.describe('axe with the mobile menu open', () => {
  test.use({ viewport: phone });
  test('the open menu has no violations', async ({ page }) => {
    await page.goto('/');
    await pageBehavioursRunning(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('axe after the home page widgets change state', () => {
  test.use({ viewport: desktop });
  test('with a second difference card, a process card and an answer open', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    await summary(page.locator('#difference'), /More from the spend/).click();
    const diagnose = summary(page.locator('#process'), 'about DIAGNOSE');
    await diagnose.click();
    const question = summary(page.locator('#faq'), 'What exactly do you install?');
    await question.click();
    expect(await isOpen(question)).toBe(true);
    await expect(diagnose).toHaveAccessibleName('See Less about DIAGNOSE');
    expect(await violations(page)).toEqual([]);
  });
});
