import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtRoutes } from '../../scripts/site-map.mjs';
import { configuredProviders } from '../../src/lib/analytics/providerNames';
import { site } from '../../src/site.config';
import { expect, phone, test } from './fixtures';

/**
 * As shipped, src/site.config.ts turns no analytics on, and then the site carries none of it:
 * no banner, no 'Cookie settings', no measuring code, no provider in the policy, no request, no
 * cookie, nothing stored. (The tests of a site with every provider on are analytics-*.spec.ts.)
 */
const providerHosts =
  /googletagmanager|google-analytics|facebook|licdn|linkedin\.com|plausible|umami/;

test.describe('a site with no analytics configured', () => {
  test.use({ viewport: phone });
  test.skip(configuredProviders(site.analytics).length > 0, 'this site has analytics on');

  test('ships no measuring code, and no provider in its policy', () => {
    const scripts = readdirSync('dist/_astro').filter((file) => file.endsWith('.js'));
    expect(scripts.filter((file) => /ConsentBanner|measure/.test(file))).toEqual([]);
    for (const file of scripts) {
      const code = readFileSync(join('dist/_astro', file), 'utf8');
      expect(code, file).not.toMatch(/measurement-consent|site:measure|site:booked/);
    }
    const headers = readFileSync('dist/_headers', 'utf8');
    expect(headers).toContain('Content-Security-Policy');
    const origins = headers.match(/https?:\/\/[^\s;']+/g) ?? [];
    expect(origins.length).toBeGreaterThan(0);
    expect(origins.filter((origin) => providerHosts.test(origin))).toEqual([]);
  });

  for (const route of builtRoutes().filter((path) => path !== '/404')) {
    test(`${route}: no banner, no 'Cookie settings', nothing sent or stored`, async ({
      page,
      context,
    }) => {
      const elsewhere: string[] = [];
      page.on('request', (request) => {
        const { hostname } = new URL(request.url());
        if (hostname !== 'localhost' && providerHosts.test(hostname)) elsewhere.push(request.url());
      });
      await page.goto(route);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await expect(page.getByRole('region', { name: /measure/i })).toHaveCount(0);
      await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(0);
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      expect(elsewhere).toEqual([]);
    });
  }
});
