import AxeBuilder from '@axe-core/playwright';
import type { Page } from '@playwright/test';

/** axe's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
const tags = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * The outline a screen reader announces (headings hidden from everyone left out): one h1, first,
 * and no level skipped on the way down. Empty when it holds, else what is wrong.
 */
export async function outlineFaults(page: Page): Promise<string[]> {
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

/** What axe finds against WCAG 2.2 AA on the page as it stands, one line per rule. */
export async function violations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(tags).analyze();
  return results.violations.map(
    (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
  );
}
