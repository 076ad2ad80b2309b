import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from '@playwright/test';

/** axe's rules for WCAG 2.0, 2.1 and 2.2 at levels A and AA. */
export const wcag = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/** axe-core's minified build: 0.65 MB for the page to parse, where its package's main file is 1.48. */
const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

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

/**
 * What axe finds against `tags` (WCAG 2.2 AA unless told) on the page once its transitions end, one
 * line per rule. axe runs in the page itself: the site's own frames are none, and the only frames are the
 * third parties' embeds, blocked in every test, so there is nothing to gather across frames. (Axe's
 * Playwright wrapper opens a second page to gather frames' results: half of each check's time.)
 */
export async function violations(page: Page, tags = wcag): Promise<string[]> {
  // Judge the page as a visitor reads it once it settles: a part fading in is, for its 300 ms,
  // paler than it will be, and axe would measure its contrast mid-fade.
  await page.evaluate(() =>
    Promise.all(
      document
        .getAnimations()
        .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
        .map((a) => a.finished.catch(() => undefined)),
    ),
  );
  await page.evaluate(axeSource);
  return page.evaluate(async (values) => {
    type Violation = {
      id: string;
      help: string;
      nodes: { target: string[] }[];
    };
    const axe = (
      window as unknown as {
        axe: { run: (...args: unknown[]) => Promise<unknown> };
      }
    ).axe;
    const results = (await axe.run(document, {
      runOnly: { type: 'tag', values },
      iframes: false,
      resultTypes: ['violations'],
    })) as { violations: Violation[] };
    return results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
  }, tags);
}
