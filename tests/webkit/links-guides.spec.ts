import type { WebElement } from 'selenium-webdriver';
import { follow, type Landing, problems } from './harness/sectionLinks';
import { browser, type WebKitBrowser, widths } from './harness/session';

/**
 * In-page links on the guides and the booking page: each lands its section 0-120 px under the
 * window's top once the scroll stops, with focus in it, the address naming it, and Back returning.
 * A guide's entries are followed one after another on one page, each from where Back left it.
 */

const guides = [
  {
    path: '/guides/facebook-lead-forms-vs-landing-pages',
    extra: {
      name: 'Want help choosing? Book a strategy call below.',
      label: "'Want help choosing?'",
    },
  },
  {
    path: '/guides/get-out-of-spam',
    extra: { name: 'Get Me Out of Spam', label: "'Get Me Out of Spam'", openFirst: '' },
  },
];

/** The contents entries' names, as the sidebar (and the phone's menu) list them. */
async function entryNames(webkit: WebKitBrowser): Promise<string[]> {
  const list = await webkit.get({ role: 'navigation', name: 'In this guide' });
  const links = await webkit.all({ role: 'link' }, list);
  return Promise.all(links.map((link) => link.getAccessibleName()));
}

/** On a phone: from a little past the contents at the top, opens the slide-in menu's entry. */
async function fromMenu(webkit: WebKitBrowser, name: string): Promise<WebElement> {
  const button = await webkit.get({ role: 'button', name: 'Contents' });
  await webkit.started(button);
  await button.click();
  const menu = await webkit.get({ role: 'navigation', name: 'Guide contents' });
  return webkit.get({ role: 'link', name }, menu);
}

/** Scrolls a phone past the contents at the top, where the bar that opens the menu appears. */
async function pastTheContents(webkit: WebKitBrowser) {
  const list = await webkit.get({ role: 'navigation', name: 'In this guide' });
  await webkit.run(
    `const box = arguments[0].getBoundingClientRect();
     scrollTo({ top: scrollY + box.bottom + 400, behavior: 'instant' });`,
    list,
  );
}

function report(results: Landing[], where: string) {
  const found = results.flatMap((result) =>
    problems(result).map((text) => `${result.link}: ${text}`),
  );
  expect(found, `${where}:\n  ${found.join('\n  ')}`).toEqual([]);
  expect(results.length).toBeGreaterThan(0);
}

// Each width has its own browser: the two run side by side, each one's pages in order.
describe.concurrent.each(widths)('in-page links of the guides in WebKit at %i px', (width) => {
  const webkit = browser(width);

  it.sequential.each(guides)(
    '$path: every contents entry and the jump link land on their section',
    async ({ path, extra }) => {
      await webkit.open(path);
      const names = await entryNames(webkit);
      expect(names).toHaveLength(8);
      const results: Landing[] = [];
      for (const name of names) {
        const label = `contents '${name}'`;
        if (width === 390) {
          await pastTheContents(webkit);
          results.push(await follow(webkit, await fromMenu(webkit, name), label));
        } else {
          const list = await webkit.get({ role: 'navigation', name: 'In this guide' });
          results.push(await follow(webkit, await webkit.get({ role: 'link', name }, list), label));
        }
      }
      if (extra.openFirst) {
        // A reader partway down the guide, the player stuck under the header, opens its details.
        await webkit.scrollTo(
          await webkit.get({ role: 'heading', level: 2, name: 'Quick Comparison Table' }),
        );
        const toggle = await webkit.get({ text: extra.openFirst });
        await toggle.click();
        await webkit.until(
          `'${extra.openFirst}' should open`,
          () => webkit.run<boolean>('return arguments[0].closest("details").open', toggle),
          Boolean,
          3000,
        );
      }
      const jump = await webkit.get({ role: 'link', name: extra.name });
      await webkit.started(jump);
      results.push(await follow(webkit, jump, extra.label));
      report(results, webkit.where);
    },
  );

  if (width === 390) {
    it.sequential("/talktoundeniable: the phone's 'Book Your Call' lands on the calendar", async () => {
      await webkit.open('/talktoundeniable');
      const book = await webkit.get({ role: 'link', name: 'Book Your Call' });
      await webkit.started(book);
      report([await follow(webkit, book, "'Book Your Call'")], webkit.where);
    });
  }
});
