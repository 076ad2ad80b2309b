import { routesForTests } from '../../scripts/site-map.mjs';
import { expect, test } from './fixtures';

/**
 * Every link to this site, on every page, leads to a page that exists, and a link to a section
 * ('/#process', '#faq') to a page that has that section.
 */
for (const route of routesForTests()) {
  test(`every internal link on ${route} leads to a page that exists`, async ({ page, request }) => {
    await page.goto(route);
    const hrefs = await page
      .locator('a[href]')
      .evaluateAll((links) => [...new Set(links.map((a) => a.getAttribute('href') ?? ''))]);
    const pages = new Map<string, Promise<{ status: number; html: string }>>();
    const open = (path: string) => {
      let answer = pages.get(path);
      if (!answer) {
        answer = request
          .get(path)
          .then(async (r) => ({ status: r.status(), html: await r.text() }));
        pages.set(path, answer);
      }
      return answer;
    };
    const broken: string[] = [];
    for (const href of hrefs.filter((h) => h.startsWith('#') && h !== '#')) {
      const id = decodeURIComponent(href.slice(1));
      if ((await page.locator(`[id="${id}"]`).count()) === 0) broken.push(`${href}: no section`);
    }
    for (const href of hrefs.filter((h) => h.startsWith('/'))) {
      const target = new URL(href, page.url());
      const { status, html } = await open(target.pathname);
      if (status !== 200) broken.push(`${href}: status ${status}`);
      else if (target.hash && !html.includes(`id="${decodeURIComponent(target.hash.slice(1))}"`)) {
        broken.push(`${href}: no section ${target.hash} on ${target.pathname}`);
      }
    }
    expect(broken).toEqual([]);
  });
}
