import { By, until, type WebElement } from 'selenium-webdriver';
import { heroChanges, heroStarted } from './harness/looks';
import { byRole, byText } from './harness/queries';
import { browser, inOrder, type WebKitWindow, widths } from './harness/session';

/**
 * The home page's widgets in WebKit. On the phone alone: the menu, the hero's particles and the
 * FAQ (the guides' FAQ is the same component), each the same code at any width. At both widths:
 * the difference and process cards, whose layout changes with it.
 */

/** Opens the home page and brings a section near, as a reader scrolling. */
async function near(webkit: WebKitWindow, heading: string | RegExp): Promise<WebElement> {
  await webkit.open('/');
  const title = await webkit.find(byRole('heading', { level: 2, name: heading }));
  await webkit.scrollTo(title);
  return title;
}

/**
 * The summaries of a section's native disclosures, in order. Testing Library's roles leave
 * `<summary>` out; WebKit's own accessible name is read from each with getAccessibleName().
 */
const summaries = (webkit: WebKitWindow, section: string) =>
  webkit.driver.findElements(By.css(`${section} summary`));

/** Waits until the disclosure of this summary is open (or closed). */
const openIs = async (webkit: WebKitWindow, summary: WebElement, open: boolean, what: string) => {
  const details = await summary.findElement(By.xpath('..'));
  await webkit.driver.wait(
    async () => ((await details.getDomAttribute('open')) !== null) === open,
    10_000,
    `${webkit.where}: ${what} should be ${open ? 'open' : 'closed'}`,
  );
};

/** Waits until the element is shown (or with `shown` false, hidden), as a person would look again. */
const shows = (webkit: WebKitWindow, element: WebElement, what: string, shown = true) =>
  webkit.driver.wait(
    shown ? until.elementIsVisible(element) : until.elementIsNotVisible(element),
    10_000,
    `${webkit.where}: ${what} should be ${shown ? 'shown' : 'hidden'}`,
  );

describe.concurrent.each(widths)('home page widgets in WebKit at %i px', (width) => {
  const webkit = browser(width);

  if (width === 390) {
    it('the menu button opens the menu with its links and closes it', inOrder, async () => {
      await webkit.open('/');
      const open = await webkit.find(byRole('button', { name: 'Open menu' }));
      await webkit.started(open);
      await webkit.click(open);
      await webkit.attributeIs(open, 'aria-expanded', 'true', 'the menu button');
      const menu = await webkit.find(byRole('navigation', { name: 'Menu' }));
      for (const name of ['Process', 'Results', 'FAQ', 'Resources']) {
        const link = await webkit.find(byRole('link', { name }), menu);
        await shows(webkit, link, `menu link ${name}`);
      }
      await webkit.click(await webkit.find(byRole('button', { name: 'Close menu' })));
      await shows(webkit, menu, 'the menu', false);
      await webkit.attributeIs(open, 'aria-expanded', 'false', 'the menu button');
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
      await webkit.scrollTo(await webkit.find(byRole('heading', { level: 3, name: question })));
      const [results, adSpend] = await summaries(webkit, '#faq');
      if (!results || !adSpend) throw new Error(`${webkit.where}: no FAQ questions`);
      expect(await results.getAccessibleName()).toBe(question);
      await webkit.click(results);
      await openIs(webkit, results, true, 'the first question');
      const answer = await webkit.find(
        byText(/^Most clients see measurable results within 60-90 days/),
      );
      await shows(webkit, answer, 'the first answer');
      await webkit.click(adSpend);
      await openIs(webkit, adSpend, true, 'the second question');
      await openIs(webkit, results, false, 'the first question');
      await shows(webkit, answer, 'the first answer', false);
      await webkit.click(adSpend);
      await openIs(webkit, adSpend, false, 'the second, clicked again');
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
      await openIs(webkit, first, true, 'the first card');
      await webkit.click(second);
      await openIs(webkit, second, true, 'the second card');
      await openIs(webkit, first, false, 'the first card, once the second opened');
      const body = await webkit.find(byText(/^Most service businesses do not have a traffic/));
      await shows(webkit, body, "the second card's body");
      await webkit.click(second);
      await openIs(webkit, second, false, 'the second card, clicked again');
      await shows(webkit, body, "the second card's body", false);
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
      await openIs(webkit, research, true, 'RESEARCH');
      expect(await research.getAccessibleName()).toBe('See Less about RESEARCH');
      // Each card has one; the first is RESEARCH's.
      const whatYouGet = await webkit.driver.wait(
        until.elementLocated(byRole('heading', { name: 'What you get' })),
        10_000,
        `${webkit.where}: expected a heading named What you get`,
      );
      await shows(webkit, whatYouGet, "'What you get' under RESEARCH");
      await webkit.click(scale);
      await openIs(webkit, scale, true, 'SCALE');
      await openIs(webkit, research, false, 'RESEARCH once SCALE opened');
      await webkit.click(scale);
      await openIs(webkit, scale, false, 'SCALE, See Less');
      expect(await scale.getAccessibleName()).toBe('See More about SCALE');
    },
  );
});
