import type { Page } from '@playwright/test';
import { routesForTests } from '../../scripts/site-map.mjs';
import { outlineFaults, violations } from './axe';
import { desktop, expect, hydrateEveryIsland, phone, test, watchPolicies } from './fixtures';

/**
 * One layout from the first byte: the document's height and the top of every section are the same
 * (within 2 px) when the HTML has been read, after every island has started, and after scrolling
 * to the end and back. Nothing folds, grows or stands in at a guessed height while a visitor reads.
 * The brand's faces are held back here, so the page keeps its matched fallback faces throughout:
 * a face arriving after DOMContentLoaded may re-wrap a line, and what that swap may move is bounded
 * by first-visit-fonts.spec.ts, not here.
 * The same visit, every island started and every part scrolled past, breaks none of the page's
 * security policies (CSP, Permissions-Policy): none is reported; and axe finds no WCAG 2.2 AA
 * violation, one h1 and no heading level skipped.
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
    test.use({ viewport });

    for (const route of routesForTests()) {
      test(`${route}: the same height and section tops at DOMContentLoaded, once islands run, after a scroll; no policy or WCAG 2.2 AA rule broken`, async ({
        page,
      }) => {
        test.slow();
        await page.route('**/*.woff2', (route) => route.abort());
        await page.addInitScript(`
          document.addEventListener('DOMContentLoaded', () => {
            window.__layoutAtDcl = (${measureLayout.toString()})();
          });
        `);
        const reports = await watchPolicies(page);
        const response = await page.goto(route);
        // Served under the policy, or there would be nothing to violate (the 404 page is not).
        if (response?.ok()) {
          expect(response.headers()['content-security-policy']).toContain("script-src 'self'");
        }
        const atDcl = (await page.evaluate('window.__layoutAtDcl')) as Layout;
        await hydrateEveryIsland(page);
        const started = await layoutNow(page);
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
      });
    }
  });
}

/**
 * The page as the HTML arrives: a browser draws what it has read so far, so what is on the first
 * screen must already be at its final height when the blocks after it are still on their way.
 * Each stage is the page cut after one block of a stack (a grid, a column, a plain block) or of
 * a box (a block with a background or border) on the first screen, everything after it removed,
 * as the parser would have it. What a stage shows must sit at the height it has in the whole
 * page, and a box must already have its width: a notice that starts as wide as its icon, then
 * grows, jumps. Left edges are not compared: a centred row or an inline badge widens while its
 * own items or words arrive, which the layout cannot avoid.
 */
function arrivalMoves(): { stages: number; found: string[] } {
  const whole = document.body.innerHTML;
  const nodes = () => {
    const walker = document.createTreeWalker(
      document.body,
      NodeFilter.SHOW_ELEMENT | NodeFilter.SHOW_TEXT,
    );
    const out: Node[] = [];
    for (let node = walker.nextNode(); node; node = walker.nextNode()) out.push(node);
    return out;
  };
  /** The top of what a node paints (text, a picture or icon, a box with a background or border). */
  const paintedTop = (node: Node): number | null => {
    if (node instanceof Text) {
      if (!node.textContent?.trim()) return null;
      const range = document.createRange();
      range.selectNodeContents(node);
      const box = range.getClientRects()[0];
      return box ? Math.round(box.top + window.scrollY) : null;
    }
    if (!(node instanceof Element) || node.getClientRects().length === 0) return null;
    const style = getComputedStyle(node);
    const paints =
      /^(img|svg|video|canvas|input|button|iframe)$/i.test(node.tagName) ||
      style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
      style.backgroundImage !== 'none' ||
      Number.parseFloat(style.borderTopWidth) > 0;
    return paints ? Math.round(node.getBoundingClientRect().top + window.scrollY) : null;
  };
  /** A block-level box's width in the layout, where it paints a background or border. */
  const widthOf = (node: Node): number | null => {
    if (!(node instanceof HTMLElement) || node.getClientRects().length === 0) return null;
    const style = getComputedStyle(node);
    const boxed =
      /^(block|flex|grid|flow-root)$/.test(style.display) &&
      (style.backgroundColor !== 'rgba(0, 0, 0, 0)' ||
        style.backgroundImage !== 'none' ||
        Number.parseFloat(style.borderTopWidth) > 0);
    return boxed ? node.offsetWidth : null;
  };
  const all = nodes();
  const final = all.map(paintedTop);
  const finalWidths = all.map(widthOf);
  const firstScreen = (element: Element) =>
    element.getClientRects().length > 0 && element.getBoundingClientRect().top < window.innerHeight;
  const stages: number[] = [];
  for (const element of document.body.querySelectorAll('*')) {
    const { display, flexDirection } = getComputedStyle(element);
    const stacks =
      display === 'block' ||
      display === 'grid' ||
      (display === 'flex' && flexDirection.startsWith('column'));
    if (!(stacks || widthOf(element)) || element.closest('svg') || !firstScreen(element)) continue;
    const blocks = [...element.children].filter(firstScreen);
    for (const block of blocks.slice(0, -1)) stages.push(all.indexOf(block));
  }
  const found: string[] = [];
  for (const stage of stages) {
    document.body.innerHTML = whole;
    const block = nodes()[stage] as Element;
    const cut = document.createRange();
    cut.setStartAfter(block);
    cut.setEndAfter(document.body.lastChild as Node);
    cut.deleteContents();
    // What is left is the start of the page in document order: node i is the whole page's node i.
    const after = `while the HTML ends after ${block.tagName.toLowerCase()}.${[...block.classList].slice(0, 3).join('.')}`;
    for (const [index, node] of nodes().entries()) {
      const want = final[index];
      const top = paintedTop(node);
      if (want == null || top == null || want >= window.innerHeight) continue;
      const name =
        node instanceof Element
          ? node.tagName.toLowerCase()
          : `"${node.textContent?.trim().slice(0, 30)}"`;
      if (Math.abs(top - want) > 2) found.push(`${name} at ${top} px, not ${want}, ${after}`);
      const width = widthOf(node);
      if (width !== finalWidths[index]) {
        found.push(`${name} ${width} px wide, not ${finalWidths[index]}, ${after}`);
      }
    }
  }
  document.body.innerHTML = whole;
  return { stages: stages.length, found: [...new Set(found)] };
}

for (const viewport of [phone, desktop]) {
  test.describe(`the first screen while its HTML arrives, at ${viewport.width} px`, () => {
    test.use({ viewport, javaScriptEnabled: false });

    for (const route of routesForTests()) {
      test(`${route}: what has arrived stays at its height as the blocks after it come`, async ({
        page,
      }) => {
        await page.route('**/*.woff2', (route) => route.abort());
        await page.goto(route);
        const { stages, found } = await page.evaluate(arrivalMoves);
        expect(stages, `${route}: places to cut the first screen`).toBeGreaterThan(3);
        expect(found, route).toEqual([]);
      });
    }
  });
}
