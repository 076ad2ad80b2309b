import { heroChanges } from './harness/looks';
import { browser } from './harness/session';

/**
 * Under reduced motion (GTK's animations off, which WebKitGTK reports as
 * prefers-reduced-motion: reduce) the hero's particles, drawn by a worker on an OffscreenCanvas,
 * stand still. That nothing else moves by itself on any route (the carousel's turn, the mockup's
 * scroll, the counters) is the page's own script reading the same media query:
 * tests/e2e/reduced-motion.spec.ts checks it in Chromium.
 */

describe('reduced motion in WebKit at 390 px', () => {
  const webkit = browser(390, 'reduced');

  it('the media query matches, and the hero stands still', async () => {
    await webkit.open('/');
    expect(
      await webkit.driver.executeScript<boolean>(
        'return matchMedia("(prefers-reduced-motion: reduce)").matches',
      ),
    ).toBe(true);
    // WebKit shows the worker's still frame over a few seconds (the page sends it nothing after
    // its first half second); then nothing may change. A drifting canvas changes every second.
    const changes = await heroChanges(webkit, 9, true);
    expect(changes.slice(-2), `${webkit.where}: did the hero change, second by second?`).toEqual([
      false,
      false,
    ]);
  });
});
