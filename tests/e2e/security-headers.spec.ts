import { readFileSync } from 'node:fs';
import type { APIResponse } from '@playwright/test';
import { headersFor, overPlainHttp, parseHeadersFile } from '../../scripts/headers-file.mjs';
import { builtRedirects, builtRoutes } from '../../scripts/site-map.mjs';
import { scanPage } from '../../src/lib/inlineScripts';
import { site } from '../../src/site.config';
import { expect, type ServerOptions, test, watchPolicies } from './fixtures';

type Server = ServerOptions['server'];

/** The policy as a map of directive to its sources. */
function directives(policy: string): Map<string, string[]> {
  return new Map(
    policy
      .split(';')
      .map((part) => part.trim().split(/\s+/))
      .map(([name = '', ...values]) => [name, values]),
  );
}

const hashSource = /^'sha256-[A-Za-z0-9+/]+={0,2}'$/;
const httpsOrigin = /^https:\/\/[a-z0-9.-]+(:\d+)?$/;

const hsts = 'max-age=63072000; includeSubDomains; preload';
const rules = parseHeadersFile(readFileSync('dist/_headers', 'utf8'));

/**
 * What every answer carries, page or file, whatever its status. npm start's server speaks plain
 * http, so it leaves out HSTS, which only an https answer may carry; Cloudflare's runtime sends
 * dist/_headers as it is, over http too, as the CDN does over https (where HSTS belongs).
 */
function expectTransportHeaders(response: APIResponse, label: string, server: Server) {
  const headers = response.headers();
  expect(headers['strict-transport-security'], label).toBe(
    server === 'wrangler' ? hsts : undefined,
  );
  expect(headers['x-content-type-options'], label).toBe('nosniff');
}

/**
 * Every header dist/_headers gives the answer's path, with its value: as written from Cloudflare's
 * runtime, less the https-only ones from npm start's server (scripts/headers-file.mjs).
 */
function expectFileHeaders(response: APIResponse, label: string, server: Server) {
  const fromFile = headersFor(rules, new URL(response.url()).pathname);
  const expected = server === 'wrangler' ? fromFile : overPlainHttp(fromFile);
  expect(Object.keys(expected).length, label).toBeGreaterThan(1);
  for (const [name, value] of Object.entries(expected)) {
    expect(response.headers()[name.toLowerCase()], `${label}: ${name}`).toBe(value);
  }
}

/** The security headers every page and redirect carries. */
function expectSecurityHeaders(response: APIResponse, label: string, server: Server) {
  expectTransportHeaders(response, label, server);
  expectFileHeaders(response, label, server);
  const headers = response.headers();
  const policy = directives(headers['content-security-policy'] ?? '');
  const scriptSrc = policy.get('script-src') ?? [];
  expect(scriptSrc, `${label}: script-src`).toContain("'self'");
  for (const source of scriptSrc.filter((value) => value !== "'self'")) {
    // No 'unsafe-inline', 'unsafe-eval', wildcard or scheme: a hash or a provider's https origin.
    expect(source, `${label}: script-src source`).toMatch(
      new RegExp(`${hashSource.source}|${httpsOrigin.source}`),
    );
  }
  for (const source of policy.get('frame-src') ?? []) {
    expect(source, `${label}: frame-src source`).toMatch(httpsOrigin);
  }
  expect(policy.get('default-src'), `${label}: default-src`).toEqual(["'self'"]);
  // Over npm start's plain http, Safari would send the page's own requests to an
  // https://localhost that does not answer. Cloudflare's runtime keeps it, as the CDN does: the
  // Chromium these tests drive exempts localhost from the upgrade.
  expect(policy.has('upgrade-insecure-requests'), `${label}: upgrade to https`).toBe(
    server === 'wrangler',
  );
  expect(policy.get('object-src'), `${label}: object-src`).toEqual(["'none'"]);
  expect(policy.get('base-uri'), `${label}: base-uri`).toEqual(["'self'"]);
  expect(policy.get('frame-ancestors'), `${label}: frame-ancestors`).toEqual(["'none'"]);
  expect(policy.get('form-action'), `${label}: form-action`).toEqual(["'self'", 'mailto:']);
  expect(policy.get('worker-src'), `${label}: worker-src`).toEqual(["'self'"]);
  expect(policy.get('font-src'), `${label}: font-src`).toEqual(["'self'"]);
  expect(headers['referrer-policy'], label).toBe('strict-origin-when-cross-origin');
  expect(headers['cross-origin-opener-policy'], label).toBe('same-origin');
  expect(headers['x-frame-options'], label).toBe('DENY');
  const permissions = headers['permissions-policy'] ?? '';
  for (const allowed of ['clipboard-write=(self)', 'web-share=(self)']) {
    expect(permissions, label).toContain(allowed);
  }
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(permissions, label).toContain(`${feature}=()`);
  }
  expect(permissions, `${label}: no feature open to every origin`).not.toContain('*');
}

// HSTS and the https upgrade, for the CDN only: the '@cdn' tests, run under Cloudflare's runtime.
test.describe('security headers', () => {
  test('every page, the 404 page and every redirect carry them', { tag: '@cdn' }, async ({
    request,
    server,
  }) => {
    const routes = builtRoutes();
    expect(routes.length).toBeGreaterThan(5);
    for (const route of routes) {
      // Cloudflare answers /a with a 308 to /a/ first (tests/e2e/redirects.spec.ts).
      const response = await request.get(route);
      expect(response.status(), route).toBe(200);
      expectSecurityHeaders(response, route, server);
      // The hash of each of this page's inline scripts, computed here from what was served.
      const scriptSrc = directives(response.headers()['content-security-policy'] ?? '');
      for (const hash of scanPage(await response.text()).hashes) {
        expect(scriptSrc.get('script-src'), `${route}: inline script ${hash}`).toContain(hash);
      }
    }
    // A mistyped address gets the 404 page under the rules of the address asked for, which is
    // none of the pages': what every file gets.
    const missing = await request.get('/this-page-does-not-exist');
    expect(missing.status()).toBe(404);
    expectTransportHeaders(missing, 'unknown address', server);
    expect(missing.headers()['content-security-policy'], 'unknown address').toBeUndefined();
    for (const [from] of builtRedirects()) {
      const moved = await request.get(from, { maxRedirects: 0 });
      expect(moved.status(), from).toBe(301);
      expectSecurityHeaders(moved, from, server);
    }
  });

  test('fingerprinted assets are cached for a year; pages and other files revalidate', {
    tag: '@cdn',
  }, async ({ request, server }) => {
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
      expectTransportHeaders(response, asset, server);
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
