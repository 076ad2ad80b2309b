import type { Page } from '@playwright/test';
import { routesForTests } from '../../scripts/site-map.ts';
import { expect, localHosts, pageBehavioursRunning, scrollThrough, test } from './fixtures';

/**
 * What sticks out of the page sideways: the page's own horizontal scroll, and any element reaching
 * past either edge that no region of its own scrolls or clips (the body clips, so the page itself
 * might not scroll while words are cut off). Only the outermost offender is named.
 */
function overflow(page: Page) {
  return page.evaluate(() => {
    const root = document.documentElement;
    const width = root.clientWidth;
    const found: string[] = [];
    if (root.scrollWidth > width) found.push(`the page scrolls: ${root.scrollWidth} > ${width}`);
    const offenders: Element[] = [];
    for (const element of document.body.querySelectorAll('*')) {
      const rect = element.getBoundingClientRect();
      if (rect.width === 0 || rect.height === 0) continue;
      if (rect.right <= width + 1 && rect.left >= -1) continue;
      if (getComputedStyle(element).visibility === 'hidden') continue;
      if (offenders.some((offender) => offender.contains(element))) continue;
      let contained = false;
      for (let up = element.parentElement; up && up !== document.body; up = up.parentElement) {
        if (getComputedStyle(up).overflowX !== 'visible') contained = true;
      }
      if (contained) continue;
      offenders.push(element);
      const name = `${element.tagName.toLowerCase()}.${[...element.classList].slice(0, 4).join('.')}`;
      found.push(
        `${name} "${element.textContent?.trim().slice(0, 40)}" ${rect.left}..${rect.right}`,
      );
    }
    return found;
  });
}

/**
 * Every visible interactive element, focused from the keyboard, must show a ring: an outline, or
 * a box shadow it does not have unfocused. Returns the ones that show nothing.
 */
async function withoutFocusRing(page: Page) {
  // Keyboard modality, so programmatic focus matches :focus-visible as a Tab would.
  await page.keyboard.press('Tab');
  return page.evaluate(() => {
    const selector =
      'a[href], button, input, select, textarea, summary, [tabindex]:not([tabindex="-1"])';
    const missing: string[] = [];
    for (const element of document.querySelectorAll<HTMLElement>(selector)) {
      if ((element as HTMLButtonElement).disabled) continue;
      if (!element.checkVisibility({ visibilityProperty: true, opacityProperty: true })) continue;
      element.blur();
      const before = getComputedStyle(element).boxShadow;
      element.focus({ preventScroll: true });
      if (document.activeElement !== element) continue;
      // A stretched link or card button may draw its ring on its ::after, which covers the card.
      const outline = [getComputedStyle(element), getComputedStyle(element, '::after')].some(
        (style) =>
          style.outlineStyle !== 'none' &&
          Number.parseFloat(style.outlineWidth) > 0 &&
          !/rgba\(.*, 0\)$/.test(style.outlineColor),
      );
      const shadow =
        getComputedStyle(element).boxShadow !== 'none' &&
        getComputedStyle(element).boxShadow !== before;
      if (!outline && !shadow) {
        missing.push(
          `${element.tagName.toLowerCase()} "${element.textContent?.trim().slice(0, 40)}"`,
        );
      }
    }
    return missing;
  });
}

/** `target="_blank"` links whose rel lacks noopener or noreferrer. */
function unsafeNewTabLinks(page: Page) {
  return page.locator('a[target="_blank"]').evaluateAll((links) =>
    links
      .filter((link) => {
        const rel = (link.getAttribute('rel') ?? '').split(/\s+/);
        return !rel.includes('noopener') || !rel.includes('noreferrer');
      })
      .map((link) => link.getAttribute('href')),
  );
}

test.describe('every route, at 320 px, 390 px, 640 px (200 % zoom of 1280) and 1280 px', () => {
  test.use({ viewport: { width: 320, height: 640 } });

  for (const route of routesForTests()) {
    test(`${route}: no sideways scroll, a focus ring on every control, safe new-tab links, third parties after load`, async ({
      page,
    }) => {
      // Third-party requests (blocked here, still seen) must wait until the page has loaded.
      let loaded = false;
      const early: string[] = [];
      page.on('load', () => {
        loaded = true;
      });
      page.on('request', (request) => {
        const url = new URL(request.url());
        if (!loaded && !localHosts.has(url.hostname) && url.protocol !== 'data:') {
          early.push(request.url());
        }
      });
      const response = await page.goto(route);
      const html = (await response?.text()) ?? '';
      // No third-party script in the HTML (they load through src/browser/loadScript.ts), and every
      // frame waits until it is near the screen.
      expect(html).not.toMatch(/<script[^>]+src="(https?:)?\/\//);
      for (const frame of html.match(/<iframe[^>]*>/g) ?? [])
        expect(frame).toContain('loading="lazy"');

      await pageBehavioursRunning(page);
      await scrollThrough(page);
      expect(early, 'third-party requests before the load event').toEqual([]);
      expect(
        await unsafeNewTabLinks(page),
        'target=_blank links without noopener noreferrer',
      ).toEqual([]);

      expect(await overflow(page), '320 px').toEqual([]);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
      expect(await overflow(page), '320 px, menu open').toEqual([]);
      expect(await withoutFocusRing(page), 'focus at 320 px, menu open').toEqual([]);
      await page.getByRole('button', { name: 'Close menu' }).click();

      const contents = page.getByRole('button', { name: 'Contents', exact: true });
      if (await contents.isVisible()) {
        await contents.click();
        await expect(page.getByRole('dialog')).toBeVisible();
        expect(await overflow(page), '320 px, contents open').toEqual([]);
        await page.keyboard.press('Escape');
      }

      await page.setViewportSize({ width: 390, height: 844 });
      expect(await overflow(page), '390 px').toEqual([]);
      await page.setViewportSize({ width: 640, height: 800 });
      expect(await overflow(page), '640 px').toEqual([]);
      await page.setViewportSize({ width: 1280, height: 800 });
      expect(await withoutFocusRing(page), 'focus at 1280 px').toEqual([]);
    });
  }
});
