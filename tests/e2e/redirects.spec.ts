import { readFileSync } from 'node:fs';
import { parseRedirectsFile } from '../../scripts/redirects-file.mjs';
import { builtRedirects, builtRoutes } from '../../scripts/site-map.mjs';
import { expect, test } from './fixtures';

const campaign = '?utm_source=newsletter&utm_campaign=spring';

test('dist/_redirects lists every forwarding page the build wrote, at /a and /a/, as a 301', () => {
  const rules = parseRedirectsFile(readFileSync('dist/_redirects', 'utf8'));
  const fromPages = builtRedirects().flatMap(([from, to]) => [
    `${from} ${to} 301`,
    `${from}/ ${to} 301`,
  ]);
  expect(fromPages.length).toBeGreaterThan(0);
  expect(rules.map(({ from, to, status }) => `${from} ${to} ${status}`).sort()).toEqual(
    fromPages.sort(),
  );
});

test('each short address answers a 301 to its guide, the query string carried along', {
  tag: '@cdn',
}, async ({ request }) => {
  for (const [from, to] of builtRedirects()) {
    for (const path of [from, `${from}/`]) {
      const plain = await request.get(path, { maxRedirects: 0 });
      expect([plain.status(), plain.headers().location], path).toEqual([301, to]);
      const tagged = await request.get(`${path}${campaign}`, { maxRedirects: 0 });
      expect([tagged.status(), tagged.headers().location], path).toEqual([301, `${to}${campaign}`]);
    }
  }
});

test('a visitor following a short address reads the guide, campaign parameters kept', {
  tag: '@cdn',
}, async ({ page, server }) => {
  for (const [from, to] of builtRedirects()) {
    const response = await page.goto(`${from}${campaign}`);
    expect(response?.status(), from).toBe(200);
    const landed = new URL(page.url());
    // Cloudflare then sends /guides/a on to /guides/a/ (the next test).
    expect(landed.pathname, from).toBe(server === 'wrangler' ? `${to}/` : to);
    expect(landed.search, from).toBe(campaign);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

test('every page answers at its own address, the one its canonical link names, with no redirect', {
  tag: '@cdn',
}, async ({ request, server }) => {
  test.fail(
    server === 'wrangler',
    'Cloudflare Pages answers /a with a 308 to /a/ when the page is a/index.html, as the build ' +
      '(build.format "directory") writes it, while the canonical links and the sitemap name /a',
  );
  for (const route of builtRoutes()) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
  }
});
