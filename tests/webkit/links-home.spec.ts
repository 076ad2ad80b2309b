import type { WebElement } from 'selenium-webdriver';
import { landed } from '../landing';
import { byRole } from './harness/queries';
import { followAgain, settledOn } from './harness/sectionLinks';
import { browser, inOrder, type WebKitWindow, type Width, widths } from './harness/session';

/**
 * In-page links on the home page: after the click and once the scroll has stopped, the section's
 * top is 0-120 px under the window's top, focus is in it, the address names it, and Back returns.
 * Each link starts from a fresh page, as a visitor's first click does. The header's and the phone
 * menu's, which missed in WebKit while a script re-aimed the scroll, are clicked twice more from
 * the same place; none may miss. From the footer, one link goes up to a section and one down to
 * the end; the body's link goes down.
 */

type Find = (webkit: WebKitWindow) => Promise<WebElement>;

/** Opens the home page and waits for the header to start, as a visitor sees the page come up. */
async function openHome(webkit: WebKitWindow) {
  await webkit.open('/');
  await webkit.started(await webkit.find(byRole('banner')));
}

/** The link of that name in the navigation of that name. */
const inNavigation =
  (navigation: string) =>
  (name: string): Find =>
  async (webkit) =>
    webkit.find(
      byRole('link', { name }),
      await webkit.find(byRole('navigation', { name: navigation })),
    );

const inHeader = inNavigation('Primary');
const inFooter = inNavigation('Quick links');

/** On a phone: opens the menu, then finds the link in it. */
const inMenu =
  (name: string): Find =>
  async (webkit) => {
    const open = await webkit.find(byRole('button', { name: 'Open menu' }));
    await webkit.started(open);
    await webkit.click(open);
    return inNavigation('Menu')(name)(webkit);
  };

const onPage =
  (name: string): Find =>
  (webkit) =>
    webkit.find(byRole('link', { name }));

const footerAndPage: [string, Find][] = [
  ["footer 'Our Process'", inFooter('Our Process')],
  ["footer 'Book a Call'", inFooter('Book a Call')],
  ["'View all case studies'", onPage('View all case studies')],
];

const linksAt: Record<Width, [string, Find][]> = {
  1280: [
    ["header 'Process'", inHeader('Process')],
    ["header 'Results'", inHeader('Results')],
    ["header 'FAQ'", inHeader('FAQ')],
    ...footerAndPage,
  ],
  390: [
    ["menu 'Process'", inMenu('Process')],
    ["menu 'Results'", inMenu('Results')],
    ["menu 'FAQ'", inMenu('FAQ')],
    ...footerAndPage,
  ],
};

async function expectLanding(webkit: WebKitWindow, label: string, find: Find) {
  await openHome(webkit);
  const more = webkit.motion === 'reduced' || !/^(header|menu) /.test(label) ? 0 : 2;
  const found = await followAgain(webkit, await find(webkit), label, more);
  expect(found, `${label} on ${webkit.where}: ${found.join('; ')}`).toEqual([]);
}

// Each width has its own browser: the two run side by side, each one's links in order.
describe.concurrent.each(widths)('home page in-page links in WebKit at %i px', (width) => {
  const webkit = browser(width);

  it.each(linksAt[width])('%s lands on its section', inOrder, (label, find) =>
    expectLanding(webkit, label, find),
  );

  it("arriving from another page at '/#faq' lands on the FAQ", inOrder, async () => {
    await webkit.open('/resources');
    const faq = width === 390 ? await inMenu('FAQ')(webkit) : await inHeader('FAQ')(webkit);
    await webkit.leaving();
    await webkit.click(faq);
    await webkit.arrived('/#faq');
    const { place, steady } = await settledOn(webkit, 'faq', 20_000);
    const { hash } = new URL(await webkit.driver.getCurrentUrl());
    const where = `/#faq from /resources at ${width} px: the FAQ's top landed at ${place.top} px under ${place.covered} px of header, ${steady ? 'still' : 'still moving'}, address '${hash}'`;
    expect(landed(place) && steady && hash === '#faq', where).toBe(true);
  });
});

// On the phone only: under reduced motion a link jumps at once, whichever bar holds it.
describe('home page in-page links in WebKit at 390 px, reduced motion', () => {
  const webkit = browser(390, 'reduced');

  it.each(linksAt[390].slice(0, 1))('%s lands on its section', (label, find) =>
    expectLanding(webkit, label, find),
  );
});
