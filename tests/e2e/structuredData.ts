import type { Page } from '@playwright/test';
import { site } from '../../src/site.config';
import { expect } from './fixtures';

const origin = site.siteUrl.replace(/\/+$/, '');

interface JsonLdNode {
  '@type'?: string;
  [key: string]: unknown;
}

/** Every JSON-LD node of the page, graphs opened up; a script that does not parse fails here. */
async function jsonLd(page: Page): Promise<JsonLdNode[]> {
  const scripts = await page
    .locator('script[type="application/ld+json"]')
    .evaluateAll((els) => els.map((el) => el.textContent ?? ''));
  return scripts.flatMap((text) => {
    const data = JSON.parse(text) as JsonLdNode & { '@graph'?: JsonLdNode[] };
    return data['@graph'] ?? [data];
  });
}

const ofType = (nodes: JsonLdNode[], type: string) => nodes.filter((n) => n['@type'] === type);

/**
 * The page's JSON-LD parses and says what the page shows: one Organization and one WebSite as the
 * site settings give them; an FAQPage exactly where an FAQ shows, each question and answer on the
 * page; an Article's headline, dates, address and picture as the page shows them; a BreadcrumbList
 * exactly where a trail shows, with its links. Read without script, where every answer is open or
 * opens, so every word the data claims must be on screen.
 */
export async function expectStructuredDataShown(page: Page) {
  const nodes = await jsonLd(page);

  const [organization, ...moreOrganizations] = ofType(nodes, 'Organization');
  const [webSite, ...moreSites] = ofType(nodes, 'WebSite');
  expect([moreOrganizations, moreSites]).toEqual([[], []]);
  expect(organization).toMatchObject({
    name: site.brandName,
    url: `${origin}/`,
    email: site.email,
    logo: expect.stringMatching(new RegExp(`^${origin}/.+\\.png$`)),
    sameAs: Object.values(site.socials).filter((url) => !url.startsWith(origin)),
  });
  expect(webSite).toMatchObject({ name: site.brandName, url: `${origin}/` });

  const faqShown = await page
    .locator('[id="faq"], [id="frequently-asked-questions"]')
    .filter({ visible: true })
    .count();
  const faqs = ofType(nodes, 'FAQPage');
  expect(faqs, 'an FAQPage exactly where an FAQ shows').toHaveLength(faqShown > 0 ? 1 : 0);
  const questions = (faqs[0]?.mainEntity ?? []) as {
    name: string;
    acceptedAnswer: { text: string };
  }[];
  // Each question shows; its answer is in the page's HTML, and shows once the question opens.
  for (const { name, acceptedAnswer } of questions) {
    const question = page.getByRole('heading', { name, exact: true });
    await expect(question).toBeVisible();
    const answer = page.getByText(acceptedAnswer.text, { exact: true });
    await expect(answer).toBeAttached();
    if (!(await answer.isVisible())) await question.click();
    await expect(answer).toBeVisible();
  }

  const [article, ...moreArticles] = ofType(nodes, 'Article');
  expect(moreArticles).toEqual([]);
  if (article) {
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(String(article.headline));
    const dates = await page
      .locator('main header time')
      .evaluateAll((els) => els.map((el) => el.getAttribute('datetime')));
    expect(article.datePublished).toBe(dates[0]);
    expect(article.dateModified).toBe(dates.at(-1));
    const canonical = await page.locator('link[rel="canonical"]').getAttribute('href');
    expect(article.mainEntityOfPage).toBe(canonical);
    expect(article.image).toBe(
      await page.locator('meta[property="og:image"]').getAttribute('content'),
    );
  }

  const trail = page.getByRole('navigation', { name: 'Breadcrumb' });
  const crumbs = ofType(nodes, 'BreadcrumbList');
  expect(crumbs, 'a BreadcrumbList exactly where a trail shows').toHaveLength(await trail.count());
  if (crumbs[0]) {
    const items = crumbs[0].itemListElement as { name: string; item: string }[];
    const links = trail.getByRole('link');
    await expect(links).toHaveText(items.map((item) => item.name));
    const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
    expect(items.map((item) => item.item)).toEqual(hrefs.map((href) => `${origin}${href}`));
  }
}
