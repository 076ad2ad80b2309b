import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { desktop, expect, hydrated, pageBehavioursRunning, phone, test } from './fixtures';

const route = '/resources';
/** The signup form's button, ready to send. */
const signupButton = (page: Page) => page.getByRole('button', { name: 'Get Early Access' });

/** Opens the hub at its started signup form: its fields, and what the page logs from the start. */
async function openSignup(page: Page) {
  const logs: string[] = [];
  page.on('console', (message) => logs.push(message.text()));
  await page.goto(route);
  await page
    .getByRole('heading', { name: 'Be First to Get the Good Stuff' })
    .scrollIntoViewIfNeeded();
  await hydrated(page, 'form');
  return { name: page.getByLabel('Name'), email: page.getByLabel('Email'), logs };
}

test.describe('resources hub', () => {
  test.use({ viewport: desktop });

  test('opens with the hero, the notice and the signup, in that order', async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Undeniable Resources');
    const headings = await page
      .getByRole('main')
      .getByRole('heading', { level: 2 })
      .allTextContents();
    expect(headings.slice(0, 2)).toEqual([
      "We're Just Getting Started",
      'Be First to Get the Good Stuff',
    ]);
  });

  test('an invalid signup is stopped by the browser and keeps what was typed', async ({ page }) => {
    const { name, email, logs } = await openSignup(page);
    await name.fill('Robin Test');
    await email.fill('robin-at-firm');
    await signupButton(page).click();
    expect(await email.evaluate((input: HTMLInputElement) => input.validity.typeMismatch)).toBe(
      true,
    );
    await expect(email).toBeFocused();

    await name.fill('');
    await email.fill('robin@firm.test');
    await signupButton(page).click();
    expect(await name.evaluate((input: HTMLInputElement) => input.validity.valueMissing)).toBe(
      true,
    );

    await expect(signupButton(page)).toBeEnabled();
    await expect(email).toHaveValue('robin@firm.test');
    expect(logs.filter((text) => text.includes('robin'))).toEqual([]);
  });

  test('the featured guide leads to the guide, tagged as the spec says', async ({ page }) => {
    await page.goto(route);
    const card = page.locator('section', { hasText: 'Featured Guide' });
    for (const tag of ['Marketing Strategy', 'Facebook Ads', 'Conversion Optimization']) {
      await expect(card.getByRole('listitem').filter({ hasText: tag })).toHaveCount(1);
    }
    await expect(card.getByRole('link', { name: 'Read the Guide' })).toHaveAttribute(
      'href',
      '/guides/facebook-lead-forms-vs-landing-pages',
    );
  });

  test("What's Coming shows four kinds of resource and how many of each are out", async ({
    page,
  }) => {
    await page.goto(route);
    const section = page.locator('section', {
      has: page.getByRole('heading', { name: "What's Coming" }),
    });
    const cards = section.getByRole('listitem');
    await expect(cards).toHaveCount(4);
    const expected = [
      ['Guides', '1 live, 4 coming soon'],
      ['Tools & Templates', 'Coming soon'],
      ['AI & Prompts', 'Coming soon'],
      ['Case Studies', 'Coming soon'],
    ] as const;
    for (const [index, [title, count]] of expected.entries()) {
      const card = cards.nth(index);
      await expect(card.getByRole('heading', { level: 3 })).toHaveText(title);
      await expect(card.getByText(count, { exact: true })).toBeVisible();
    }
  });
});

test.describe('resources hub on a phone', () => {
  test.use({ viewport: phone });

  test('sections below the fold wait, then each shows once scrolled to', async ({ page }) => {
    await page.goto(route);
    const sections = page.locator('[data-reveal]');
    await expect(sections).toHaveCount(3);
    await pageBehavioursRunning(page);
    await page.mouse.wheel(0, 40);
    await expect(sections.first()).toHaveAttribute('data-reveal', 'waiting');
    // One at a time: a quick pass down the page can skip a section between two frames of a busy
    // machine, so it is never seen on screen and rightly keeps waiting.
    for (const section of await sections.all()) {
      await section.scrollIntoViewIfNeeded();
      await expect(section).toHaveAttribute('data-reveal', 'shown');
    }
  });
});

test.describe('resources hub without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('reads completely, and the signup falls back to e-mail', async ({ page }) => {
    await page.goto(route);
    await expect(page.getByText(/^Our first guide is live/)).toBeVisible();
    const form = page.locator('form');
    await expect(form).toHaveAttribute(
      'action',
      `mailto:${site.email}?subject=${encodeURIComponent('Add me to the resources list')}`,
    );
    await expect(page.getByRole('main').getByRole('link', { name: site.email })).toHaveAttribute(
      'href',
      `mailto:${site.email}`,
    );
    for (const text of ['Read the Guide', 'Case Studies', 'Book Your Strategy Call']) {
      await expect(page.getByRole('main').getByText(text, { exact: true })).toBeVisible();
    }
  });
});
