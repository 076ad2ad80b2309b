import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { desktop, expect, phone, test } from './fixtures';

const route = '/client-onboarding';
const badge = (page: Page) => page.getByText('Page Loaded', { exact: true });

/**
 * What the badge covers at every scroll position: a control (or the form, or the heading) that
 * the badge is painted over, wherever their boxes meet. The header painted over the badge is fine.
 */
async function coveredByBadge(page: Page) {
  return page.evaluate(async () => {
    const badge = [...document.querySelectorAll('main p')].find(
      (p) => p.textContent === 'Page Loaded',
    );
    if (!badge) return ['no badge'];
    const covered = new Set<string>();
    const selector = 'a, button, iframe, input, select, textarea, [role="status"] > *, h1';
    const { scrollHeight } = document.documentElement;
    for (let y = 0; y < scrollHeight; y += 150) {
      window.scrollTo({ top: y, behavior: 'instant' });
      await new Promise((resolve) => requestAnimationFrame(resolve));
      const b = badge.getBoundingClientRect();
      for (const element of document.querySelectorAll(selector)) {
        const box = element.getBoundingClientRect();
        const left = Math.max(box.left, b.left);
        const right = Math.min(box.right, b.right);
        const top = Math.max(box.top, b.top, 0);
        const bottom = Math.min(box.bottom, b.bottom, window.innerHeight);
        if (box.width === 0 || left >= right || top >= bottom) continue;
        const onTop = document.elementFromPoint((left + right) / 2, (top + bottom) / 2);
        if (onTop && badge.contains(onTop)) covered.add(element.outerHTML.slice(0, 80));
      }
    }
    window.scrollTo({ top: 0, behavior: 'instant' });
    return [...covered];
  });
}

test.describe('client onboarding', () => {
  test.use({ viewport: desktop });

  test('welcomes the client and says what happens after the form, in four steps', async ({
    page,
  }) => {
    await page.goto(route);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText("Let's Get You Locked In.");
    const next = page.getByRole('complementary', {
      name: 'What happens after you submit this form?',
    });
    await expect(next.getByRole('heading', { level: 3 })).toHaveText([
      'Instant account creation',
      'Core setup deployment',
      'Welcome e-mail',
      'A personal check-in',
    ]);
    await expect(next).toContainText('CRM, automations and integrations');
    await expect(next).toContainText('login instructions');
    await expect(next.getByText("You'll hear from us within 1 business day.")).toBeVisible();
    await expect(next.getByText(/Your information is secure/)).toBeVisible();
    await expect(next.getByText('Accounts are activated in the order received.')).toBeVisible();
  });

  test('with the form provider unavailable, an e-mail to the agency stands in its place', async ({
    page,
  }) => {
    await page.goto(route);
    const frame = page.getByTitle('Client intake form');
    await expect(frame).toHaveAttribute('height', '1318');
    await expect(frame).toHaveAttribute('src', site.intakeFormEmbedUrl);
    await expect(frame).toBeHidden();
    const status = page.getByRole('main').getByRole('status');
    await expect(status).toContainText('The intake form could not load here.');
    const mail = status.getByRole('link', { name: 'E-mail us your details' });
    await expect(mail).toBeVisible();
    await expect(mail).toHaveAttribute('href', `mailto:${site.email}`);
  });
});

for (const [viewport, margin] of [
  [desktop, 40],
  [phone, 30],
] as const) {
  test.describe(`client onboarding at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('the red "Page Loaded" badge sits in the top corner, clear of the form and every control', async ({
      page,
    }) => {
      await page.goto(route);
      await expect(badge(page)).toHaveCSS('background-color', 'rgb(220, 38, 38)');
      // No box (hidden) fails here too.
      const box = await badge(page).boundingBox();
      expect((box?.x ?? 0) + (box?.width ?? 0)).toBeGreaterThan(viewport.width - margin);
      expect(box?.y).toBeLessThan(160);
      expect(await coveredByBadge(page)).toEqual([]);
    });
  });
}

test.describe('client onboarding without JavaScript', () => {
  test.use({ javaScriptEnabled: false, viewport: phone });

  test('the e-mail link stands in for the form, and every step reads', async ({ page }) => {
    await page.goto(route);
    await expect(page.getByRole('link', { name: 'E-mail us your details' })).toBeVisible();
    await expect(page.getByText("You'll hear from us within 1 business day.")).toBeVisible();
    await expect(badge(page)).toBeVisible();
  });
});
