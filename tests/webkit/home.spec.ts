import type { WebElement } from 'selenium-webdriver';
import { heroChanges, heroStarted } from './harness/looks';
import { browser, inOrder, type WebKitBrowser, widths } from './harness/session';

/**
 * The home page's widgets in WebKit. On the phone alone: the menu, the hero's particles and the
 * FAQ (the guides' FAQ is the same component), each the same code at any width. At both widths:
 * the difference and process cards, whose layout changes with it.
 */

/** Opens the home page and brings a section near, as a reader scrolling. */
async function near(webkit: WebKitBrowser, heading: string | RegExp): Promise<WebElement> {
  await webkit.open('/');
  const title = await webkit.get({ role: 'heading', level: 2, name: heading });
  await webkit.scrollTo(title);
  return title;
}

/**
 * The summaries of a section's native disclosures, in order. Testing Library's roles leave
 * `<summary>` out; WebKit's own accessible name is read from each with getAccessibleName().
 */
const summaries = (webkit: WebKitBrowser, section: string) =>
  webkit.run<WebElement[]>(
    `return [...document.querySelectorAll(${JSON.stringify(`${section} summary`)})]`,
  );

/** Waits until the disclosure of this summary is open (or closed). */
const openIs = (webkit: WebKitBrowser, summary: WebElement, open: boolean, what: string) =>
  webkit.until(
    `${what} should be ${open ? 'open' : 'closed'}`,
    () => webkit.run<boolean>('return arguments[0].parentElement.open', summary),
    (seen) => seen === open,
  );

describe.concurrent.each(widths)('home page widgets in WebKit at %i px', (width) => {
  const webkit = browser(width);

  if (width === 390) {
    it('the menu button opens the menu with its links and closes it', inOrder, async () => {
      await webkit.open('/');
      const open = await webkit.get({ role: 'button', name: 'Open menu' });
      await webkit.started(open);
      await webkit.click(open);
      await webkit.attributeIs(open, 'aria-expanded', 'true', `${webkit.where}: the menu button`);
      const menu = await webkit.get({ role: 'navigation', name: 'Menu' });
      for (const name of ['Process', 'Results', 'FAQ', 'Resources']) {
        await webkit.shows(
          await webkit.get({ role: 'link', name }, menu),
          `${webkit.where}: menu link ${name}`,
        );
      }
      await webkit.click(await webkit.get({ role: 'button', name: 'Close menu' }));
      await webkit.until(
        `${webkit.where}: the menu should close`,
        () => webkit.visible(menu),
        (shown) => !shown,
      );
      await webkit.attributeIs(open, 'aria-expanded', 'false', `${webkit.where}: the menu button`);
    });

    it("the hero's particles move", inOrder, async () => {
      await webkit.open('/');
      // Once its worker draws, every second it looks different.
      await heroStarted(webkit);
      expect(await heroChanges(webkit, 2), `${webkit.where}: did the hero change?`).toEqual([
        true,
        true,
      ]);
    });

    it('the FAQ: a single open answer, and the open one closes', inOrder, async () => {
      await webkit.open('/');
      const question = 'How quickly will we see results?';
      await webkit.scrollTo(await webkit.get({ role: 'heading', level: 3, name: question }));
      const [results, adSpend] = await summaries(webkit, '#faq');
      if (!results || !adSpend) throw new Error(`${webkit.where}: no FAQ questions`);
      expect(await results.getAccessibleName()).toBe(question);
      await webkit.click(results);
      await openIs(webkit, results, true, `${webkit.where}: the first question`);
      const answer = await webkit.get({
        text: /^Most clients see measurable results within 60-90 days/,
      });
      await webkit.shows(answer, `${webkit.where}: the first answer`);
      await webkit.click(adSpend);
      await openIs(webkit, adSpend, true, `${webkit.where}: the second question`);
      await openIs(webkit, results, false, `${webkit.where}: the first question`);
      await webkit.shows(answer, `${webkit.where}: the first answer`, false);
      await webkit.click(adSpend);
      await openIs(webkit, adSpend, false, `${webkit.where}: the second, clicked again`);
    });
  }

  it(
    'the difference cards: the first open, one open at a time, and the open one closes',
    inOrder,
    async () => {
      await near(webkit, 'The Undeniable Difference');
      const [first, second, ...rest] = await summaries(webkit, '#difference');
      if (!first || !second) throw new Error(`${webkit.where}: no difference cards`);
      expect(rest).toHaveLength(3);
      expect(await first.getAccessibleName()).toMatch(
        /^01 An AI growth system, not another campaign Every lead scored, answered/,
      );
      await openIs(webkit, first, true, `${webkit.where}: the first card`);
      await webkit.click(second);
      await openIs(webkit, second, true, `${webkit.where}: the second card`);
      await openIs(webkit, first, false, `${webkit.where}: the first card, once the second opened`);
      const body = await webkit.get({ text: /^Most service businesses do not have a traffic/ });
      await webkit.shows(body, `${webkit.where}: the second card's body`);
      await webkit.click(second);
      await openIs(webkit, second, false, `${webkit.where}: the second card, clicked again`);
      await webkit.shows(body, `${webkit.where}: the second card's body`, false);
    },
  );

  it(
    'the process cards: See More shows what you get, one card at a time, See Less closes',
    inOrder,
    async () => {
      await near(webkit, /Five phases/);
      const cards = await summaries(webkit, '#process');
      const [research] = cards;
      const scale = cards[4];
      if (!research || !scale) throw new Error(`${webkit.where}: no process cards`);
      expect(await research.getAccessibleName()).toBe('See More about RESEARCH');
      await webkit.click(research);
      await openIs(webkit, research, true, `${webkit.where}: RESEARCH`);
      expect(await research.getAccessibleName()).toBe('See Less about RESEARCH');
      const whatYouGet = await webkit.first({ role: 'heading', name: 'What you get' });
      await webkit.shows(whatYouGet, `${webkit.where}: 'What you get' under RESEARCH`);
      await webkit.click(scale);
      await openIs(webkit, scale, true, `${webkit.where}: SCALE`);
      await openIs(webkit, research, false, `${webkit.where}: RESEARCH once SCALE opened`);
      await webkit.click(scale);
      await openIs(webkit, scale, false, `${webkit.where}: SCALE, See Less`);
      expect(await scale.getAccessibleName()).toBe('See More about SCALE');
    },
  );
});
