import type { WebElement } from 'selenium-webdriver';
import { byRole } from './harness/queries';
import { followAgain } from './harness/sectionLinks';
import { browser, inOrder, type WebKitWindow, widths } from './harness/session';

/**
 * In-page links on the guides, the MSP page and the booking page: once the scroll stops each
 * section's top is 0-120 px under the window's top (or just under a taller sticky bar, see
 * `landing`), focus is in it, the address names it, and Back returns; then two more clicks on the
 * same link from the same place, each landing as well. The contents list is one component on both
 * guides: its first, a middle and its last entry (the last cannot reach the window's top) are
 * followed on one, one after another, each from where Back left it; the other adds its jump link.
 */

const guides = [
  { path: '/guides/facebook-lead-forms-vs-landing-pages', entries: [0, 4, 7], jump: null },
  { path: '/guides/get-out-of-spam', entries: [] as number[], jump: 'Get Me Out of Spam' },
];

/** Landings after the first, from the same place. */
const again = 2;

/** The contents entries' names, as the sidebar (and the phone's menu) list them. */
async function entryNames(webkit: WebKitWindow): Promise<string[]> {
  const list = await webkit.find(byRole('navigation', { name: 'In this guide' }));
  const links = await list.findElements(byRole('link'));
  return Promise.all(links.map((link) => link.getAccessibleName()));
}

/** On a phone: from a little past the contents at the top, opens the slide-in menu's entry. */
async function fromMenu(webkit: WebKitWindow, name: string): Promise<WebElement> {
  const button = await webkit.find(byRole('button', { name: 'Contents' }));
  await webkit.started(button);
  await webkit.click(button);
  const menu = await webkit.find(byRole('navigation', { name: 'Guide contents' }));
  return webkit.find(byRole('link', { name }), menu);
}

/** Scrolls a phone past the contents at the top, where the bar that opens the menu appears. */
async function pastTheContents(webkit: WebKitWindow) {
  const list = await webkit.find(byRole('navigation', { name: 'In this guide' }));
  await webkit.driver.executeScript(
    `const box = arguments[0].getBoundingClientRect();
     scrollTo({ top: scrollY + box.bottom + 400, behavior: 'instant' });`,
    list,
  );
}

function report(found: string[], tried: number, where: string) {
  expect(found, `${where}:\n  ${found.join('\n  ')}`).toEqual([]);
  expect(tried).toBeGreaterThan(0);
}

// Each width has its own browser: the two run side by side, each one's pages in order.
describe.concurrent.each(widths)('in-page links of the guides in WebKit at %i px', (width) => {
  const webkit = browser(width);

  it.each(guides)(
    '$path: its contents entries (or its jump link) land their sections',
    inOrder,
    async ({ path, entries, jump }) => {
      await webkit.open(path);
      const names = await entryNames(webkit);
      expect(names).toHaveLength(8);
      const found: string[] = [];
      let tried = 0;
      for (const name of names.filter((_, index) => entries.includes(index))) {
        const label = `contents '${name}'`;
        let link: WebElement;
        if (width === 390) {
          await pastTheContents(webkit);
          link = await fromMenu(webkit, name);
        } else {
          const list = await webkit.find(byRole('navigation', { name: 'In this guide' }));
          link = await webkit.find(byRole('link', { name }), list);
        }
        found.push(...(await followAgain(webkit, link, label, again)));
        tried += 1;
      }
      if (jump) {
        const link = await webkit.find(byRole('link', { name: jump }));
        await webkit.started(link);
        found.push(...(await followAgain(webkit, link, `'${jump}'`, again)));
        tried += 1;
      }
      report(found, tried, webkit.where);
    },
  );

  it("/msp-liasonai: 'Build My System for Free' lands on the calendar", inOrder, async () => {
    await webkit.open('/msp-liasonai');
    const build = await webkit.find(byRole('link', { name: 'Build My System for Free' }));
    report(await followAgain(webkit, build, "'Build My System for Free'", 0), 1, webkit.where);
  });

  if (width === 390) {
    it(
      "/talktoundeniable: the phone's 'Book Your Call' lands on the calendar",
      inOrder,
      async () => {
        await webkit.open('/talktoundeniable');
        const book = await webkit.find(byRole('link', { name: 'Book Your Call' }));
        await webkit.started(book);
        report(await followAgain(webkit, book, "'Book Your Call'", 0), 1, webkit.where);
      },
    );
  }
});
