import type { WebElement } from 'selenium-webdriver';
import { heroChanges } from './harness/looks';
import { browser, inOrder, type WebKitBrowser, widths } from './harness/session';

/**
 * Under reduced motion (GTK's animations off, which WebKitGTK reports as
 * prefers-reduced-motion: reduce) nothing moves by itself: the hero's particles, the carousel's
 * turn, the landing-page mockup's scroll.
 */

/** The slide the carousel shows and the mockup's progress line, read together. */
function positions(webkit: WebKitBrowser, carousel: WebElement) {
  return webkit.run<[string | null, string | null]>(
    `const dot = arguments[0].querySelector('button[aria-current="true"]');
     const progress = [...document.querySelectorAll('p, span, div')].find((el) => /^Viewing section \\d+ of \\d+$/.test(el.textContent.trim()) && el.children.length === 0);
     return [dot && dot.getAttribute('aria-label'), progress ? progress.textContent.trim() : null];`,
    carousel,
  );
}

describe.concurrent.each(widths)('reduced motion in WebKit at %i px', (width) => {
  const webkit = browser(width, 'reduced');

  it('the media query matches, and the hero stands still', inOrder, async () => {
    await webkit.open('/');
    expect(
      await webkit.run<boolean>('return matchMedia("(prefers-reduced-motion: reduce)").matches'),
    ).toBe(true);
    // WebKit shows the worker's still frame over a few seconds (the page sends it nothing after
    // its first half second); then nothing may change. A drifting canvas changes every second.
    const changes = await heroChanges(webkit, 9, true);
    expect(changes.slice(-2), `${webkit.where}: did the hero change, second by second?`).toEqual([
      false,
      false,
    ]);
  });

  it('the carousel and the landing-page mockup stay where they are for 13 s', inOrder, async () => {
    await webkit.open('/guides/facebook-lead-forms-vs-landing-pages');
    const carousel = await webkit.get({
      role: 'region',
      name: 'Lead form and landing page examples',
    });
    await webkit.scrollTo(carousel);
    // Both run: the carousel offers its buttons and the mockup its progress line once started.
    await webkit.get({ role: 'button', name: 'Next slide' }, carousel);
    const mockup = await webkit.get({ role: 'region', name: 'Example landing page' });
    await webkit.scrollTo(mockup);
    await webkit.get({ text: /^Viewing section \d of \d$/ });
    await webkit.driver.actions().move({ x: 1, y: 1 }).perform();
    const before = await positions(webkit, carousel);
    expect(before, `${webkit.where}: where they start`).toEqual([
      'Go to slide 1',
      'Viewing section 1 of 5',
    ]);
    // Longer than the carousel's 5 s and the mockup's 12 s.
    await new Promise((resolve) => setTimeout(resolve, 13_000));
    expect(await positions(webkit, carousel), `${webkit.where}: 13 s later`).toEqual(before);
  });
});
