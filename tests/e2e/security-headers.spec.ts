import type { APIResponse } from '@playwright/test';
import { builtRedirects, builtRoutes } from '../../scripts/site-map.ts';
import { scanPage } from '../../src/build/inlineScripts';
import { site } from '../../src/site.config';
import { expect, test, watchPolicies } from './fixtures';

/** The script-src sources of an answer's policy. */
function scriptSources(response: APIResponse): string[] {
  const policy = response.headers()['content-security-policy'] ?? '';
  const directive = policy.split(';').find((part) => part.trim().startsWith('script-src '));
  return directive?.trim().split(/\s+/).slice(1) ?? [];
}

/**
 * The headers every answer but an asset carries, as the CDN's runtime sends dist/_headers (what
 * each directive allows is src/build/headerPolicy.test.ts's).
 */
function expectSecurityHeaders(response: APIResponse, label: string) {
  const headers = response.headers();
  expect(headers['strict-transport-security'], label).toBe(
    'max-age=63072000; includeSubDomains; preload',
  );
  expect(headers['x-content-type-options'], label).toBe('nosniff');
  expect(headers['content-security-policy'], label).toMatch(/^default-src 'self'; script-src /);
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['permissions-policy'], label).toContain('camera=()');
  // None: it would have the browser start a new page process on every arrival (performance.md).
  expect(headers['cross-origin-opener-policy'], label).toBeUndefined();
  expect(headers['x-frame-options'], label).toBe('DENY');
}

test.describe('security headers', () => {
  test('every page, a missing address and every redirect carry them', async ({ request }) => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expectSecurityHeaders(response, route);
      // The hash of each of this page's inline scripts, computed here from what was served.
      for (const hash of scanPage(await response.text()).hashes) {
        expect(scriptSources(response), `${route}: inline script ${hash}`).toContain(hash);
      }
    }
    // A mistyped address gets the 404 page, and its scripts run under the same policy.
    const missing = await request.get('/this-page-does-not-exist');
    expect(missing.status()).toBe(404);
    expectSecurityHeaders(missing, 'unknown address');
    for (const hash of scanPage(await missing.text()).hashes) {
      expect(scriptSources(missing), `unknown address: inline script ${hash}`).toContain(hash);
    }
    for (const [from] of builtRedirects()) {
      const moved = await request.get(from, { maxRedirects: 0 });
      expect(moved.status(), from).toBe(301);
      expectSecurityHeaders(moved, from);
    }
  });

  test('fingerprinted assets are cached for a year; pages and other files revalidate', async ({
    request,
  }) => {
    const assets = new Set<string>();
    for (const route of builtRoutes()) {
      const response = await request.get(route);
      expect(response.headers()['cache-control'], route).toBe('public, max-age=0, must-revalidate');
      // Every file a page names: src, href, and each width of a picture's srcset (not the bare
      // folder the inline chunk-recovery script compares addresses with).
      for (const [path] of (await response.text()).matchAll(/\/_astro\/[^"'`\s,?#)&]+/g)) {
        assets.add(path);
      }
    }
    expect(assets.size).toBeGreaterThan(3);
    for (const asset of assets) {
      const response = await request.get(asset);
      expect(response.status(), asset).toBe(200);
      expect(response.headers()['cache-control'], asset).toBe(
        'public, max-age=31536000, immutable',
      );
      expect(response.headers()['x-content-type-options'], asset).toBe('nosniff');
      // Only documents read these; on a font they would cost a phone a round trip.
      expect(response.headers()['content-security-policy'], asset).toBeUndefined();
      expect(response.headers()['permissions-policy'], asset).toBeUndefined();
    }
    for (const file of ['/favicon.svg', '/sitemap-index.xml']) {
      const response = await request.get(file);
      expect(response.headers()['cache-control'], file).toBe('public, max-age=0, must-revalidate');
    }
  });
});

test('the calendar and form providers may frame and script the page; no other origin may', async ({
  page,
}) => {
  const violations = await watchPolicies(page);
  await page.goto('/talktoundeniable');
  const elsewhere = 'https://elsewhere.test';
  await page.evaluate(
    ({ frames, scripts }) => {
      for (const src of frames)
        document.body.append(Object.assign(document.createElement('iframe'), { src }));
      for (const src of scripts)
        document.body.append(Object.assign(document.createElement('script'), { src }));
    },
    {
      frames: [site.calendarEmbedUrl, site.intakeFormEmbedUrl, `${elsewhere}/frame`],
      scripts: [site.calendarScriptUrl, site.intakeFormScriptUrl, `${elsewhere}/x.js`],
    },
  );
  // The providers' requests fail only on the network (third parties are blocked here).
  const refused = async () =>
    (await violations()).filter((report) => /^(frame-src|script-src-elem) /.test(report)).sort();
  // A refused frame is reported by its origin only, so as not to leak where it was going.
  await expect
    .poll(refused)
    .toEqual([`frame-src blocked ${elsewhere}`, `script-src-elem blocked ${elsewhere}/x.js`]);
  expect((await violations()).filter((report) => !report.includes(elsewhere))).toEqual([]);
});
