import { violations } from './axe';
import { isOpen, summary } from './disclosures';
import { desktop, expect, pageBehavioursRunning, phone, scrollThrough, test } from './fixtures';

// Every route at both widths, every island started and every part scrolled past, is checked with
// axe in one-layout.spec.ts's visit; here, the states a visitor opens.

test.describe('axe with the mobile menu open', () => {
  test.use({ viewport: phone });
  test('the open menu has no violations', async ({ page }) => {
    await page.goto('/');
    await pageBehavioursRunning(page);
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(page.getByRole('button', { name: 'Close menu' })).toBeVisible();
    expect(await violations(page)).toEqual([]);
  });
});

test.describe('axe after the home page widgets change state', () => {
  test.use({ viewport: desktop });
  test('with a second difference card, a process card and an answer open', async ({ page }) => {
    await page.goto('/');
    await scrollThrough(page);
    await summary(page.locator('#difference'), /More from the spend/).click();
    const diagnose = summary(page.locator('#process'), 'about DIAGNOSE');
    await diagnose.click();
    const question = summary(page.locator('#faq'), 'What exactly do you install?');
    await question.click();
    expect(await isOpen(question)).toBe(true);
    await expect(diagnose).toHaveAccessibleName('See Less about DIAGNOSE');
    expect(await violations(page)).toEqual([]);
  });
});
