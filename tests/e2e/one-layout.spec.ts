import type { Page } from '@playwright/test';
import { routesForTests } from '../../scripts/site-map.ts';
import { arrivalMoves, firstScreenWithoutSheet } from './arrival';
import { outlineFaults, violations } from './axe';
import { budgetKb, countBytes } from './budgets';
import { desktop, expect, hydrateEveryIsland, phone, test, watchPolicies } from './fixtures';
import { measurementBeforeAnswer } from './measurement';
import { expectWorksWithoutScript, hrefsOf } from './noScript';
import { expectStructuredDataShown } from './structuredData';

/**
 * Every route, visited once with script and once without, at each width.
 * With script: one layout from the first byte, the document's height and the top of every section
 * the same (within 2 px) when the HTML has been read, after every island has started, and after
 * scrolling to the end and back. Nothing folds, grows or stands in at a guessed height
 * (`content-visibility: auto`) while a visitor reads. The brand's faces are held back here, so
 * the page keeps its matched fallback faces throughout: what their swap may move is bounded by
 * first-visit-fonts.spec.ts. Each face is declared once. The same visit, every island started and
 * every part scrolled past, breaks none of the page's security policies (CSP, Permissions-Policy),
 * and axe finds no WCAG 2.2
 * AA violation, one h1 and no heading level skipped; at 1280 px, everything it loaded holds the
 * byte budgets (./budgets.ts); on a phone, a first visit, the measurement banner shows only where
 * analytics are configured, and nothing is sent to a provider, stored or set as a cookie before
 * an answer (./measurement.ts). Without script: the first screen is drawn by its inline rules as
 * it is with the stylesheet, and holds its place while the HTML arrives (./arrival.ts); on a phone
 * the page is readable and links everywhere the page with script does; at 1280 px its JSON-LD
 * says what the page shows (./structuredData.ts).
 */

interface Layout {
  height: number;
  tops: [string, number][];
}

/** The page's height and the top of each section, header and footer, in document order. */
function measureLayout(): Layout {
  const parts = [...document.querySelectorAll<HTMLElement>('main section, main > *, footer')];
  const tops: [string, number][] = [];
  for (const [index, element] of parts.entries()) {
    // A script, a stylesheet link or a closed panel has no box to place.
    if (element.getClientRects().length === 0) continue;
    const name = `${index}:${element.tagName.toLowerCase()}${element.id ? `#${element.id}` : ''}`;
    // The layout's own place, through the offset parents: a section rising into view (a
    // transform) has not moved in the layout.
    let top = 0;
    for (
      let node: HTMLElement | null = element;
      node;
      node = node.offsetParent as HTMLElement | null
    ) {
      top += node.offsetTop;
    }
    tops.push([name, top]);
  }
  return { height: document.documentElement.scrollHeight, tops };
}

async function layoutNow(page: Page): Promise<Layout> {
  return page.evaluate(measureLayout);
}

/** Where the parts differ by more than 2 px, for a message a person can act on. */
function moved(from: Layout, to: Layout): string[] {
  const out: string[] = [];
  if (Math.abs(from.height - to.height) > 2) out.push(`height ${from.height} -> ${to.height}`);
  const later = new Map(to.tops);
  for (const [name, top] of from.tops) {
    const now = later.get(name);
    if (now === undefined) out.push(`${name} gone`);
    else if (Math.abs(now - top) > 2) out.push(`${name} ${top} -> ${now}`);
  }
  const earlier = new Set(from.tops.map(([name]) => name));
  for (const [name] of to.tops) if (!earlier.has(name)) out.push(`${name} appeared`);
  return out;
}

for (const viewport of [phone, desktop]) {
  test.describe(`one layout at ${viewport.width} px`, () => {
    // On a phone, a first visit: the measurement banner, where there is one, is not yet answered.
    test.use({ viewport, answered: viewport !== phone });

    for (const route of routesForTests()) {
      test(`${route}: one layout as it loads and runs, no policy, WCAG 2.2 AA rule or budget broken; without script too`, async ({
        page,
        context,
        openPage,
      }) => {
        test.slow();
        const bytes = viewport === desktop ? countBytes(page) : null;
        await page.route('**/*.woff2', (route) => route.abort());
        await page.addInitScript(`
          document.addEventListener('DOMContentLoaded', () => {
            window.__layoutAtDcl = (${measureLayout.toString()})();
          });
        `);
        const reports = await watchPolicies(page);
        const measured = viewport === phone ? measurementBeforeAnswer(page, context) : null;
        const response = await page.goto(route);
        // Served under the policy, or there would be nothing to violate (the 404 page is not).
        if (response?.ok()) {
          expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
        }
        const atDcl = (await page.evaluate('window.__layoutAtDcl')) as Layout;
        await hydrateEveryIsland(page);
        const started = await layoutNow(page);
        const deferred = await page.evaluate(() =>
          [...document.querySelectorAll<HTMLElement>('body *')]
            .filter((element) => getComputedStyle(element).contentVisibility === 'auto')
            .map((element) => element.tagName),
        );
        expect(deferred, `${route}: stand-in heights (content-visibility)`).toEqual([]);
        const faces = await page.evaluate(() =>
          [...document.fonts].map((face) => `${face.family} ${face.weight} ${face.style}`),
        );
        expect(faces.length, `${route}: a font face declared twice`).toBe(new Set(faces).size);
        expect(moved(atDcl, started), `${route}: from DOMContentLoaded to islands running`).toEqual(
          [],
        );
        await page.evaluate(() =>
          window.scrollTo({ top: document.documentElement.scrollHeight, behavior: 'instant' }),
        );
        await page.waitForTimeout(300);
        await page.evaluate(() => window.scrollTo({ top: 0, behavior: 'instant' }));
        await page.waitForTimeout(300);
        expect(moved(atDcl, await layoutNow(page)), `${route}: after the end and back`).toEqual([]);
        await page.waitForLoadState('networkidle');
        expect(await reports(), `${route}: policy reports`).toEqual([]);
        expect(await violations(page), `${route}: axe`).toEqual([]);
        expect(await outlineFaults(page), `${route}: the heading outline`).toEqual([]);
        if (measured) await measured();
        if (bytes) {
          const { js, css, inlineCss } = await bytes();
          expect(js, `${route}: KB of JS (gzip)`).toBeLessThanOrEqual(budgetKb.js);
          expect(css, `${route}: KB of stylesheet (gzip)`).toBeLessThanOrEqual(budgetKb.css);
          expect(inlineCss, `${route}: KB of inline CSS (gzip)`).toBeLessThanOrEqual(
            budgetKb.inlineCss,
          );
        }

        const bare = await openPage({ viewport, javaScriptEnabled: false });
        await bare.route('**/*.woff2', (request) => request.abort());
        await bare.goto(route);
        const { elements, otherwise } = await bare.evaluate(firstScreenWithoutSheet);
        expect(elements, `${route}: elements in the first screen`).toBeGreaterThan(10);
        expect(otherwise, `${route}: drawn otherwise with only the inline rules`).toEqual([]);
        const { stages, found } = await bare.evaluate(arrivalMoves);
        expect(stages, `${route}: places to cut the first screen`).toBeGreaterThan(3);
        expect(found, `${route}: without script, while the HTML arrives`).toEqual([]);
        if (viewport === phone) await expectWorksWithoutScript(bare, await hrefsOf(page));
        else await expectStructuredDataShown(bare);
      });
    }
  });
}
