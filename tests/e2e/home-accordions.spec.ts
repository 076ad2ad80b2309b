import { site } from '../../src/site.config';
import { exposedDisclosures, isOpen, openStates, summary } from './disclosures';
import { desktop, expect, phone, test } from './fixtures';

/** The six satellites of the AI-hub diagram (product.md, 'The Undeniable Difference'). */
const hubNodes = [
  'CRM Data',
  'Staff Alerts',
  'Analytics',
  'Nurture Sequences',
  'Lead Scoring',
  'Personalization',
];

// Which card or answer is open, one at a time, by click, is the browser's own <details name>:
// tests/webkit/home.spec.ts follows it in WebKit at both widths. Here, in Chromium, what is the
// page's own: the hub diagram in the open card, the cards' rows, what the accessibility tree
// says, and the arrow keys the page's script adds.
test.describe('home page accordions', () => {
  test.use({ viewport: desktop });

  test('the first difference card is open with the AI-hub diagram; the arrow keys move among the cards and wrap', async ({
    page,
  }) => {
    await page.goto('/');
    const section = page.getByRole('region', { name: 'The Undeniable Difference' });
    expect(await openStates(page, '#difference')).toEqual([true, false, false, false, false]);
    for (const label of hubNodes) {
      await expect(section.getByText(label, { exact: true })).toBeVisible();
    }
    const first = summary(section, /An AI growth system/);
    await summary(section, /More from the spend/).press('ArrowUp');
    await expect(first).toBeFocused();
    await first.press('ArrowUp');
    await expect(summary(section, /Built for founder-led/)).toBeFocused();
  });

  test('process cards: three on the first row and two on the second, See More tells the accessibility tree it is expanded', async ({
    page,
  }) => {
    await page.goto('/#process');
    const process = page.locator('#process');
    const cards = process
      .getByRole('listitem')
      .filter({ has: page.getByRole('heading', { level: 3 }) });
    // The RESEARCH card's diagram arrives as its own chunk, in a box already its size.
    await expect(cards.first().getByRole('img')).toBeVisible();
    await expect(process.getByText('Loading diagram...')).toBeHidden();
    const tops = await cards.evaluateAll((items) =>
      items.map((item) => Math.round(item.getBoundingClientRect().top)),
    );
    expect(tops).toHaveLength(5);
    expect(new Set(tops.slice(0, 3)).size).toBe(1);
    expect(new Set(tops.slice(3)).size).toBe(1);
    expect(tops[3]).toBeGreaterThan(tops[0] ?? 0);

    await summary(process, 'about RESEARCH').click();
    const learnMore = cards.first().getByRole('link', { name: /Learn More about RESEARCH/ });
    await expect(learnMore).toHaveAttribute('href', site.bookingUrl);
    const exposed = (await exposedDisclosures(page)).filter((d) => d.name.startsWith('See '));
    expect(exposed.filter((d) => d.expanded)).toEqual([
      { name: 'See Less about RESEARCH', expanded: true },
    ]);
  });

  test('FAQ: the arrow keys, Home and End move among the questions; Enter and Space open and close', async ({
    page,
  }) => {
    await page.goto('/#faq');
    const faq = page.locator('#faq');
    const questions = faq.locator('summary');
    const results = summary(faq, 'How quickly will we see results?');
    const adSpend = summary(faq, 'Do we need to raise our ad spend?');
    await expect(questions).toHaveCount(6);
    await results.focus();
    await page.keyboard.press('ArrowDown');
    await expect(adSpend).toBeFocused();
    await page.keyboard.press('Enter');
    expect(await isOpen(adSpend)).toBe(true);
    await page.keyboard.press('Space');
    expect(await isOpen(adSpend)).toBe(false);
    await page.keyboard.press('End');
    await expect(questions.last()).toBeFocused();
    await page.keyboard.press('ArrowDown');
    await expect(results).toBeFocused();
    await page.keyboard.press('End');
    await page.keyboard.press('Home');
    await expect(results).toBeFocused();
  });
});

test.describe('home page accordions when every script fails', () => {
  test.use({ viewport: phone });

  test('they open and close, every answer and card body is on the page, and no loading line is promised', async ({
    page,
  }) => {
    // Astro's loader asks again with '?astro-retry=': that request fails too.
    await page.route(/\/_astro\/[^/]+\.js(\?.*)?$/, (route) => route.abort());
    // Astro's island loader leaves each failed import unhandled: expected here, so only those
    // are set aside and any other uncaught error still fails the test.
    await page.addInitScript(() => {
      window.addEventListener('unhandledrejection', (event) => {
        if (String(event.reason).includes('Failed to fetch dynamically imported module')) {
          event.preventDefault();
        }
      });
    });
    // The home page's moving parts are written into it and cannot fail; its one island near the
    // top, the research diagram, waits in a closed card. Nothing here reloads the page
    // (src/browser/chunkRecovery.js does so when a chunk fails), so the page stays put throughout.
    await page.goto('/');
    await page.waitForLoadState('load');
    expect(await openStates(page, '#difference')).toEqual([true, false, false, false, false]);
    expect(await openStates(page, '#process')).toEqual([false, false, false, false, false]);

    // The questions and answers the page publishes as structured data are all on the page.
    const faqData = (
      await page
        .locator('script[type="application/ld+json"]')
        .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')))
    ).find((item) => item['@type'] === 'FAQPage') as {
      mainEntity: { name: string; acceptedAnswer: { text: string } }[];
    };
    expect(faqData.mainEntity).toHaveLength(6);
    const faq = page.locator('#faq');
    for (const { name, acceptedAnswer } of faqData.mainEntity) {
      const question = summary(faq, name);
      await expect(question.getByRole('heading', { level: 3, name })).toBeVisible();
      const answer = faq.getByText(acceptedAnswer.text, { exact: true });
      await expect(answer).toBeAttached();
      await question.click();
      await expect(answer).toBeVisible();
    }
    // The browser's own exclusive accordion: the last opened is the one open.
    expect(await openStates(page, '#faq')).toEqual([false, false, false, false, false, true]);

    const difference = page.locator('#difference');
    await expect(difference.locator('details')).toHaveCount(5);
    for (const card of await difference.locator('details').all()) {
      // Number, subhead and at least one paragraph of the body, each one shown once opened.
      if (!(await card.evaluate((d) => (d as HTMLDetailsElement).open))) {
        await card.locator('summary').click();
      }
      for (const paragraph of await card.getByRole('paragraph').all()) {
        await expect(paragraph).toBeVisible();
      }
    }

    const process = page.locator('#process');
    await summary(process, 'about DEPLOY').click();
    await expect(summary(process, 'about DEPLOY')).toHaveAccessibleName('See Less about DEPLOY');
    await expect(
      process.getByRole('heading', { name: 'What you get', includeHidden: true }),
    ).toHaveCount(5);
    await expect(process.getByRole('link', { name: /Learn More about DEPLOY/ })).toBeVisible();
    await expect(process.getByText('Loading diagram...')).toHaveCount(0);
  });
});
