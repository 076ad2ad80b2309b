import type { WebElement } from 'selenium-webdriver';
import { heroChanges } from './harness/looks';
import { browser, inOrder, type WebKitBrowser, widths } from './harness/session';

/** The home page's widgets in WebKit: the phone menu, the three accordions and the hero. */

/** Opens the home page and brings a section near, so its island starts, as a reader scrolling. */
async function near(webkit: WebKitBrowser, heading: string | RegExp): Promise<WebElement> {
  await webkit.open('/');
  const title = await webkit.get({ role: 'heading', level: 2, name: heading });
  await webkit.scrollTo(title);
  return title;
}

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
  }

  it("the hero's particles move", inOrder, async () => {
    await webkit.open('/');
    // Every second it looks different.
    expect(await heroChanges(webkit, 2), `${webkit.where}: did the hero change?`).toEqual([
      true,
      true,
    ]);
  });

  it('the difference cards: one open at a time, and the open one closes', inOrder, async () => {
    const title = await near(webkit, 'The Undeniable Difference');
    const section = await webkit.run<WebElement>('return arguments[0].closest("section")', title);
    const first = await webkit.get({ role: 'button', name: /An AI growth system/ }, section);
    await webkit.started(first);
    const secondHeading = await webkit.get(
      { role: 'heading', level: 3, name: /More from the spend/ },
      section,
    );
    const second = await webkit.get({ role: 'button' }, secondHeading);
    await webkit.attributeIs(first, 'aria-expanded', 'true', `${webkit.where}: the first card`);
    await webkit.click(second);
    await webkit.attributeIs(second, 'aria-expanded', 'true', `${webkit.where}: the second card`);
    await webkit.attributeIs(first, 'aria-expanded', 'false', `${webkit.where}: the first card`);
    const body = await webkit.get({ role: 'region', name: /More from the spend/ }, section);
    await webkit.shows(body, `${webkit.where}: the second card's body`);
    await webkit.click(second);
    await webkit.attributeIs(
      second,
      'aria-expanded',
      'false',
      `${webkit.where}: the second card, clicked again`,
    );
    expect(await webkit.all({ role: 'button', expanded: true }, section)).toHaveLength(0);
  });

  it(
    'the process cards: See More shows what you get, one card at a time, See Less closes',
    inOrder,
    async () => {
      const title = await near(webkit, /Five phases/);
      const section = await webkit.run<WebElement>('return arguments[0].closest("section")', title);
      const research = await webkit.get(
        { role: 'button', name: 'See More about RESEARCH' },
        section,
      );
      await webkit.started(research);
      await webkit.click(research);
      await webkit.attributeIs(research, 'aria-expanded', 'true', `${webkit.where}: RESEARCH`);
      expect(await research.getAccessibleName()).toBe('See Less about RESEARCH');
      const panel = await webkit.get({ role: 'region', name: 'See Less about RESEARCH' }, section);
      const whatYouGet = await webkit.get({ role: 'heading', name: 'What you get' }, panel);
      await webkit.shows(whatYouGet, `${webkit.where}: 'What you get' under RESEARCH`);
      const scale = await webkit.get({ role: 'button', name: 'See More about SCALE' }, section);
      await webkit.click(scale);
      await webkit.attributeIs(scale, 'aria-expanded', 'true', `${webkit.where}: SCALE`);
      await webkit.attributeIs(
        research,
        'aria-expanded',
        'false',
        `${webkit.where}: RESEARCH once SCALE opened`,
      );
      await webkit.click(scale);
      await webkit.attributeIs(scale, 'aria-expanded', 'false', `${webkit.where}: SCALE, See Less`);
      expect(await scale.getAccessibleName()).toBe('See More about SCALE');
    },
  );

  it('the FAQ: a single open answer, and the open one closes', inOrder, async () => {
    await webkit.open('/');
    const question = 'How quickly will we see results?';
    await webkit.scrollTo(await webkit.get({ role: 'heading', level: 3, name: question }));
    // Each question becomes a button once the accordion runs, not before.
    const results = await webkit.get({ role: 'button', name: question });
    const adSpend = await webkit.get({ role: 'button', name: 'Do we need to raise our ad spend?' });
    await webkit.started(results);
    await webkit.click(results);
    await webkit.attributeIs(
      results,
      'aria-expanded',
      'true',
      `${webkit.where}: the first question`,
    );
    const answer = await webkit.get({ role: 'region', name: question });
    await webkit.until(
      `${webkit.where}: the answer should read '60-90 days'`,
      () => answer.getText(),
      (text) => text.includes('60-90 days'),
    );
    await webkit.click(adSpend);
    await webkit.attributeIs(
      adSpend,
      'aria-expanded',
      'true',
      `${webkit.where}: the second question`,
    );
    await webkit.attributeIs(
      results,
      'aria-expanded',
      'false',
      `${webkit.where}: the first question`,
    );
    await webkit.shows(answer, `${webkit.where}: the first answer`, false);
    await webkit.click(adSpend);
    await webkit.attributeIs(
      adSpend,
      'aria-expanded',
      'false',
      `${webkit.where}: the second, clicked again`,
    );
  });
});
