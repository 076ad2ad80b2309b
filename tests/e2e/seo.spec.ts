/**
 * Search and sharing on every built route: robots.txt, the sitemap against each page's own robots
 * meta, unique titles, descriptions and canonical addresses, each page's link card, the JSON-LD
 * against the words on the page. (The heading outline is read with axe, in
 * accessibility.spec.ts.)
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext, Page } from '@playwright/test';
import { builtRoutes, htmlFileOf, routesForTests } from '../../scripts/site-map.mjs';
import { decodeEntities, isNoindex, metaContent } from '../../src/lib/robots';
import { site } from '../../src/site.config';
import { desktop, expect, test } from './fixtures';

const origin = site.siteUrl.replace(/\/+$/, '');

/** What the build wrote for each page: its head as search engines and link previews read it. */
const pages = builtRoutes().map((route) => {
  const html = readFileSync(htmlFileOf(route), 'utf8');
  return {
    route,
    html,
    noindex: isNoindex(html),
    title: decodeEntities(/<title>([^<]*)<\/title>/.exec(html)?.[1] ?? ''),
    description: metaContent(html, 'description') ?? '',
    canonical: decodeEntities(/<link rel="canonical" href="([^"]*)"/.exec(html)?.[1] ?? ''),
  };
});
const indexable = pages.filter((page) => !page.noindex);

async function sitemapUrls(request: APIRequestContext) {
  const index = await (await request.get('/sitemap-index.xml')).text();
  const urls: string[] = [];
  for (const [, sitemap] of index.matchAll(/<loc>([^<]+)<\/loc>/g)) {
    const xml = await (await request.get(new URL(sitemap ?? '').pathname)).text();
    for (const [, url] of xml.matchAll(/<loc>([^<]+)<\/loc>/g)) urls.push(url ?? '');
  }
  return urls;
}

test.describe('search engines', () => {
  test('robots.txt lets crawlers in and points to the sitemap on the configured origin', async ({
    request,
  }) => {
    const response = await request.get('/robots.txt');
    expect(response.status()).toBe(200);
    const robots = await response.text();
    expect(robots).toContain('User-agent: *');
    expect(robots).toContain('Allow: /');
    expect(robots).not.toMatch(/^Disallow: \/\s*$/m);
    expect(robots).toContain(`Sitemap: ${origin}/sitemap-index.xml`);
  });

  test('the sitemap lists every indexable page at its canonical address, and no noindex page', async ({
    request,
  }) => {
    expect(indexable.length).toBeGreaterThan(0);
    const listed = await sitemapUrls(request);
    expect(listed.toSorted()).toEqual(indexable.map((page) => page.canonical).toSorted());
  });

  test('every page has a unique title, a unique description and a canonical address on the origin', () => {
    for (const page of pages) {
      expect(page.title, `${page.route} title`).not.toBe('');
      expect(page.description, `${page.route} description`).not.toBe('');
      expect(page.canonical, `${page.route} canonical`).toBe(
        `${origin}${page.route === '/' ? '/' : page.route}`,
      );
    }
    const twice = (values: string[]) => values.filter((value, i) => values.indexOf(value) !== i);
    expect(twice(pages.map((page) => page.title)), 'titles used twice').toEqual([]);
    expect(twice(pages.map((page) => page.description)), 'descriptions used twice').toEqual([]);
  });

  test('the pages SPEC names carry their own title and description', () => {
    const own: [string, string, RegExp][] = [
      ['/talktoundeniable', `Book Your Free Strategy Call | ${site.brandName}`, /strategy session/],
      [
        '/resources',
        `Resources | ${site.brandName} - Marketing Guides, Tools & Case Studies`,
        /marketing guides/i,
      ],
      [
        '/msp-liasonai',
        `10 Booked Calls in 60 Days for Managed Service Providers | ${site.brandName}`,
        /managed service providers/,
      ],
      ['/client-onboarding', 'Client Intake Form', /signed clients/],
    ];
    for (const [route, title, description] of own) {
      const page = pages.find((built) => built.route === route);
      expect(page?.title, route).toBe(title);
      expect(page?.description, route).toMatch(description);
    }
  });

  test('only the 404 page, the intake form and the pages to come ask to stay out of search', () => {
    const robots = pages.flatMap(({ route, html }) => {
      const content = metaContent(html, 'robots');
      return content === undefined ? [] : [`${route}: ${content}`];
    });
    expect(robots.toSorted()).toEqual([
      '/404: noindex',
      '/client-onboarding: noindex',
      '/guides/local-lead-funnel-blueprint: noindex',
      '/services/facebook-ads: noindex',
    ]);
  });
});

/** Width and height from a PNG's header chunk, or null if the bytes are not a PNG. */
function pngSize(png: Buffer) {
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  if (!png.subarray(0, 8).equals(signature)) return null;
  return { width: png.readUInt32BE(16), height: png.readUInt32BE(20) };
}

test.describe('link previews', () => {
  test('every indexable page points og:image and twitter:image to its own 1200x630 PNG', async ({
    request,
  }) => {
    const hashes = new Map<string, string>();
    for (const { route, html } of indexable) {
      const image = metaContent(html, 'og:image') ?? '';
      expect(image, `${route} og:image`).toMatch(new RegExp(`^${origin}/og/.+\\.png$`));
      expect(metaContent(html, 'twitter:image'), `${route} twitter:image`).toBe(image);
      expect(metaContent(html, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(html, 'og:image:width')).toBe('1200');
      expect(metaContent(html, 'og:image:height')).toBe('630');
      expect(metaContent(html, 'og:image:alt'), `${route} og:image:alt`).toBeTruthy();
      const file = join('dist', new URL(image).pathname);
      expect(existsSync(file), `${route}: ${file} was built`).toBe(true);
      const png = readFileSync(file);
      expect(pngSize(png), `${route}: ${file}`).toEqual({ width: 1200, height: 630 });
      hashes.set(createHash('sha256').update(png).digest('hex'), route);
      const served = await request.get(new URL(image).pathname);
      expect(served.headers()['content-type']).toBe('image/png');
    }
    expect(hashes.size, 'one distinct card per page').toBe(indexable.length);
  });
});

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

test.describe('structured data against the words on the page', () => {
  // Without JavaScript every answer is open, so every word the data claims must be on screen.
  test.use({ javaScriptEnabled: false, viewport: desktop });
  for (const route of routesForTests()) {
    test(`${route}: JSON-LD parses and says what the page shows`, async ({ page }) => {
      await page.goto(route);
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
      expect(crumbs, 'a BreadcrumbList exactly where a trail shows').toHaveLength(
        await trail.count(),
      );
      if (crumbs[0]) {
        const items = crumbs[0].itemListElement as { name: string; item: string }[];
        const links = trail.getByRole('link');
        await expect(links).toHaveText(items.map((item) => item.name));
        const hrefs = await links.evaluateAll((as) => as.map((a) => a.getAttribute('href')));
        expect(items.map((item) => item.item)).toEqual(hrefs.map((href) => `${origin}${href}`));
      }
    });
  }
});
