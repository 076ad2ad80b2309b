import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { builtRoutes } from '../../scripts/site-map.mjs';
import { askingProviders, configuredProviders } from '../../src/lib/analytics/providerNames';
import { site } from '../../src/site.config';
import { expect, phone, test } from './fixtures';

/**
 * The site carries measurement only when src/content/analytics.json turns a provider on. As
 * shipped it turns none on, and then there is no banner, no 'Cookie settings', no measuring code
 * and no provider in the policy. Either way nothing is requested, stored or set as a cookie before a
 * visitor answers. (A site with every provider on is tested in analytics-*.spec.ts.)
 */
const providerHosts =
  /googletagmanager|google-analytics|facebook|licdn|linkedin\.com|plausible|umami/;
const measuring = configuredProviders(site.analytics).length > 0;
const asks = askingProviders(site.analytics).length > 0;

test.describe(`the site as configured: analytics ${measuring ? 'on' : 'off'}`, () => {
  test.use({ viewport: phone, answered: false });

  test('ships measuring code, and providers in its policy, only when configured', () => {
    const scripts = readdirSync('dist/_astro').filter((file) => file.endsWith('.js'));
    const measuringCode = scripts.filter((file) =>
      /measurement-consent|site:measure|site:booked|largestShiftTarget/.test(
        readFileSync(join('dist/_astro', file), 'utf8'),
      ),
    );
    expect(measuringCode.length > 0).toBe(measuring);
    const headers = readFileSync('dist/_headers', 'utf8');
    const origins = headers.match(/https?:\/\/[^\s;']+/g) ?? [];
    expect(origins.length).toBeGreaterThan(0);
    expect(origins.some((origin) => providerHosts.test(origin))).toBe(measuring);
  });

  for (const route of builtRoutes().filter((path) => path !== '/404')) {
    test(`${route}: a banner only when configured, and nothing sent or stored before an answer`, async ({
      page,
      context,
    }) => {
      const sent: string[] = [];
      page.on('request', (request) => {
        if (providerHosts.test(new URL(request.url()).hostname)) sent.push(request.url());
      });
      await page.goto(route);
      await page.getByRole('contentinfo').scrollIntoViewIfNeeded();
      await page.waitForTimeout(500);
      await expect(page.getByRole('region', { name: /measure/i })).toHaveCount(asks ? 1 : 0);
      await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(asks ? 1 : 0);
      expect(await page.evaluate(() => Object.keys(localStorage))).toEqual([]);
      expect(await context.cookies()).toEqual([]);
      expect(sent).toEqual([]);
    });
  }
});
