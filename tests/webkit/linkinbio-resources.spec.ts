import { Key, until, type WebElement } from 'selenium-webdriver';
import { site } from '../../src/site.config';
import { byLabel, byRole } from './harness/queries';
import { browser, type WebKitWindow } from './harness/session';

/**
 * The clipboard, the share fallback and the browser's own form checks, which differ by engine:
 * copy-email and share on /linkinbio, the newsletter signup on /resources.
 */

/** What a paste (Ctrl+V) puts into a scratch field: the clipboard as the visitor would find it. */
async function pasted(webkit: WebKitWindow): Promise<string> {
  const field = await webkit.driver.executeScript<WebElement>(
    `const field = document.createElement('textarea');
     field.setAttribute('aria-label', 'paste here');
     document.body.prepend(field);
     field.focus();
     return field;`,
  );
  await webkit.driver.actions().keyDown(Key.CONTROL).sendKeys('v').keyUp(Key.CONTROL).perform();
  const text = await field.getProperty('value');
  await webkit.driver.executeScript('arguments[0].remove()', field);
  return text;
}

/** Waits until the button's accessible name is `name`, saying what it was. */
async function nameBecomes(webkit: WebKitWindow, button: WebElement, name: string, ms: number) {
  let seen = '';
  await webkit.driver.wait(
    async () => {
      seen = await button.getAccessibleName();
      return seen === name;
    },
    ms,
    () => `${webkit.where}: the button should say ${name} within ${ms / 1000} s; it says ${seen}`,
    100,
  );
}

// On a phone, where the page is mostly read: the clipboard, the share sheet and the form's checks
// are the engine's, the same at any width.
describe('link in bio and signup in WebKit at 390 px', () => {
  const webkit = browser(390);
  const { driver } = webkit;

  it('Copy Email copies the address and says Copied for 2 s, or opens an e-mail', async () => {
    await webkit.open('/linkinbio');
    const canCopy = await driver.executeScript<boolean>(
      'return typeof navigator.clipboard?.writeText === "function"',
    );
    if (!canCopy) {
      // product.md's fallback where there is no clipboard: the control is an e-mail link.
      const mail = await webkit.find(byRole('link', { name: 'Email Me' }));
      expect(await mail.getDomAttribute('href')).toBe(`mailto:${site.email}`);
      return;
    }
    // The page's script puts the button in the mail link's place once it works: found, it answers.
    await webkit.click(await webkit.find(byRole('button', { name: 'Copy Email' })));
    const copied = await webkit.find(byRole('button', { name: 'Copied' }));
    const shownAt = Date.now();
    expect(await pasted(webkit), `${webkit.where}: the clipboard after Copy Email`).toBe(
      site.email,
    );
    await nameBecomes(webkit, copied, 'Copy Email', 4000);
    expect(Date.now() - shownAt, 'Copied shows for about 2 s').toBeGreaterThan(1200);
  });

  it('Share Profile copies the page address and says Link Copied! where there is no share sheet', async () => {
    await webkit.open('/linkinbio?utm_source=instagram');
    // WebKitGTK has no share sheet: the copy fallback is what runs here.
    expect(await driver.executeScript<string>('return typeof navigator.share')).toBe('undefined');
    // The share button is put in by the page's script, working: the HTML holds only its space.
    const share = await driver.wait(
      until.elementLocated(byRole('button', { name: 'Share Profile' })),
      10_000,
      `${webkit.where}: expected a button named Share Profile`,
    );
    await webkit.click(share);
    await webkit.find(byRole('button', { name: 'Link Copied!' }));
    expect(await pasted(webkit), `${webkit.where}: the clipboard after Share Profile`).toBe(
      `${webkit.serverUrl}/linkinbio`,
    );
    expect(await webkit.errors(), `${webkit.where}: uncaught errors`).toEqual([]);
  });

  it('the signup form refuses a malformed address, thanks a good one and clears after 3 s', async () => {
    await webkit.open('/resources');
    await webkit.scrollTo(
      await webkit.find(byRole('heading', { name: 'Be First to Get the Good Stuff' })),
    );
    const name = await webkit.find(byLabel('Name'));
    const email = await webkit.find(byLabel('Email'));
    const submit = await webkit.find(byRole('button', { name: 'Get Early Access' }));
    await webkit.started(submit);
    await webkit.click(name);
    await name.sendKeys('Sam');
    await webkit.click(email);
    await email.sendKeys('not-an-address');
    await webkit.click(submit);
    // WebKit's own check of type=email holds the form back.
    expect(
      await driver.executeScript<boolean>('return arguments[0].matches(":invalid")', email),
    ).toBe(true);
    expect(await submit.getAccessibleName()).toBe('Get Early Access');
    await email.clear();
    await email.sendKeys('sam@example.com');
    await webkit.click(submit);
    const thanks = await webkit.find(byRole('button', { name: "Thanks! You're on the list." }));
    expect(await thanks.isEnabled()).toBe(false);
    await nameBecomes(webkit, thanks, 'Get Early Access', 5000);
    expect([await name.getProperty('value'), await email.getProperty('value')]).toEqual(['', '']);
  });
});
