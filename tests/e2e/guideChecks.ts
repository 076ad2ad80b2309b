/** Checks every guide spec makes: the contents and the FAQ's structured data. */
import type { Page } from '@playwright/test';
import { expect } from './fixtures';

/** The contents list at the top of the guide (the sidebar on a wide screen). */
export const contentsList = (page: Page) => page.getByRole('navigation', { name: 'In this guide' });

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Each contents entry's words and the section it leads to, which must exist. */
export async function expectContents(page: Page, titles: string[]) {
  const links = contentsList(page).getByRole('link');
  await expect(links).toHaveText(titles.map((title) => new RegExp(`${escapeRegExp(title)}$`)));
  for (const href of await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')))) {
    expect(href).toMatch(/^#/);
    await expect(page.locator(`h2[id="${href?.slice(1)}"]`)).toHaveCount(1);
  }
}

/** The guide's FAQ accordion: the block of `<details>` right under the h2 with this id. */
export const faqAccordion = (page: Page, sectionId: string) =>
  page.locator(`h2[id="${sectionId}"] + div`);

/** The FAQPage JSON-LD holds exactly the questions and answers the page shows, in order. */
export async function expectFaqDataMatchesPage(page: Page, sectionId: string, count: number) {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => JSON.parse(el.textContent ?? '{}')));
  const data = scripts.find((item) => item['@type'] === 'FAQPage');
  expect(data, 'an FAQPage script').toBeTruthy();
  const accordion = faqAccordion(page, sectionId);
  const questions = await accordion.locator('summary').allTextContents();
  // Closed answers are not shown, but their words are in the page.
  const answers = await accordion.locator('details > :not(summary)').allTextContents();
  expect(questions).toHaveLength(count);
  const shown = questions.map((question, i) => [question.trim(), answers[i]?.trim()]);
  const published = data.mainEntity.map(
    (item: { name: string; acceptedAnswer: { text: string } }) => [
      item.name,
      item.acceptedAnswer.text,
    ],
  );
  expect(published).toEqual(shown);
}
