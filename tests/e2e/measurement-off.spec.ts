import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { configuredProviders } from '../../src/lib/analytics/providerNames';
import { site } from '../../src/site.config';
import { expect, test } from './fixtures';
import { providerHosts } from './measurement';

/**
 * The site carries measurement only when src/content/analytics.json turns a provider on. As
 * shipped it turns none on, and then there is no measuring code and no provider in the policy.
 * That each route shows a banner only when configured, and sends, stores and sets nothing before
 * an answer, is checked on its first visit on a phone (one-layout.spec.ts). A site with every
 * provider on is tested in analytics-*.spec.ts.
 */
const measuring = configuredProviders(site.analytics).length > 0;

test(`ships measuring code, and providers in its policy, only when configured (analytics ${measuring ? 'on' : 'off'})`, () => {
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
