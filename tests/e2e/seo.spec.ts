/**
 * Search and sharing on every built route: robots.txt, the sitemap against each page's own robots
 * meta, unique titles, descriptions and canonical addresses, each page's link card. The JSON-LD
 * is read against the words on each page on its visit without script (./structuredData.ts, from
 * one-layout.spec.ts), and the heading outline there with axe.
 */
import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { APIRequestContext } from '@playwright/test';
import { Parser } from 'htmlparser2';
import { builtRoutes, htmlFileOf } from '../../scripts/site-map.ts';
import { isNoindex, metaContent } from '../../src/build/robots';
import { site } from '../../src/site.config';
import { expect, test } from './fixtures';

const origin = site.siteUrl.replace(/\/+$/, '');

/** A page's title and canonical address, read by an HTML parser (entities decoded). */
function titleAndCanonical(html: string) {
  const found = { title: '', canonical: '' };
  let inTitle = false;
  const parser = new Parser({
    onopentag(name, attributes) {
      inTitle = name === 'title';
      if (name === 'link' && attributes.rel === 'canonical')
        found.canonical = attributes.href ?? '';
    },
    ontext(text) {
      if (inTitle) found.title += text;
    },
    onclosetag() {
      inTitle = false;
    },
  });
  parser.end(html);
  return found;
}

/** What the build wrote for each page: its head as search engines and link previews read it. */
const pages = builtRoutes().map((route) => {
  const html = readFileSync(htmlFileOf(route), 'utf8');
  return {
    route,
    html,
    noindex: isNoindex(html),
    ...titleAndCanonical(html),
    description: metaContent(html, 'description') ?? '',
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

  test('the pages product.md names carry their own title and description', () => {
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
