import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { Parser } from 'htmlparser2';
import { configuredProviders } from '../../src/analytics/providerNames';
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

/** The text of each script a page carries in itself. */
function inlineScripts(html: string): string[] {
  const found: string[] = [];
  let inScript = false;
  const parser = new Parser({
    onopentag: (name, attributes) => {
      inScript = name === 'script' && !attributes.src;
      if (inScript) found.push('');
    },
    ontext: (text) => {
      if (inScript) found[found.length - 1] += text;
    },
    onclosetag: () => {
      inScript = false;
    },
  });
  parser.end(html);
  return found;
}

test(`ships measuring code, and providers in its policy, only when configured (analytics ${measuring ? 'on' : 'off'})`, () => {
  // The bundled files, and the scripts the build writes into the pages (those under 12 KB).
  const files = readdirSync('dist', { recursive: true, encoding: 'utf8' });
  const bundled = files
    .filter((file) => file.startsWith('_astro') && file.endsWith('.js'))
    .map((file) => ({ where: file, code: readFileSync(join('dist', file), 'utf8') }));
  const written = files
    .filter((file) => file.endsWith('.html'))
    .flatMap((file) => inlineScripts(readFileSync(join('dist', file), 'utf8')))
    .map((code, index) => ({ where: `inline script ${index}`, code }));
  expect(written.length).toBeGreaterThan(0);
  const measuringCode = [...bundled, ...written].filter(({ code }) =>
    /measurement-consent|site:measure|site:booked|largestShiftTarget/.test(code),
  );
  expect(measuringCode.length > 0, measuringCode.map(({ where }) => where).join(', ')).toBe(
    measuring,
  );
  const headers = readFileSync('dist/_headers', 'utf8');
  const origins = headers.match(/https?:\/\/[^\s;']+/g) ?? [];
  expect(origins.length).toBeGreaterThan(0);
  expect(origins.some((origin) => providerHosts.test(origin))).toBe(measuring);
});
