import { readFileSync } from 'node:fs';
import { posix } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import postcss, { type AtRule } from 'postcss';
import type { AnalyticsConfig } from '../analytics/config';
import { configuredProviders } from '../analytics/providerNames';

/** The files whose classes the stylesheet keeps out of a site without measurement. */
const MEASURING_FILES = new Set([
  'ConsentBanner.tsx',
  'ConsentBannerCard.tsx',
  'BookingThanks.tsx',
]);

/** The file an `@source not "..."` rule leaves out of Tailwind's scan, or null for another rule. */
function leftOutFile(rule: AtRule): string | null {
  const { params } = rule;
  if (rule.name !== 'source' || !params.startsWith('not "') || !params.endsWith('"')) return null;
  return posix.basename(params.slice('not "'.length, -1));
}

/**
 * The stylesheet with measurement's parts scanned for classes: their `@source not` rules go, read
 * by PostCSS, which gives back every other line as it was, whatever its line ends.
 */
export function withMeasurementClasses(css: string): string {
  const root = postcss.parse(css);
  root.walkAtRules('source', (rule) => {
    if (MEASURING_FILES.has(leftOutFile(rule) ?? '')) rule.remove();
  });
  return root.toString();
}

/**
 * Builds the measuring parts only into a site that turns an analytics provider on, so a site
 * without one is byte for byte what it was before them:
 * - BaseLayout's `virtual:site-measurement` is Measurement.astro (the banner's island) or the
 *   empty NoMeasurement.astro, so the island's code is not built at all;
 * - `__MEASURING__` is a constant, and the islands' `if (__MEASURING__) measure(...)` calls go as
 *   dead code;
 * - src/styles/global.css keeps the banner's and the booking thanks' files out of Tailwind's scan
 *   (`@source not`); a measuring site drops those lines first, so their classes are generated in
 *   the one stylesheet, in Tailwind's order.
 */
export function measurement(analytics: AnalyticsConfig | undefined): AstroIntegration {
  const measuring = configuredProviders(analytics).length > 0;
  const island = `../analytics/${measuring ? '' : 'No'}Measurement.astro`;
  return {
    name: 'measurement',
    hooks: {
      'astro:config:setup': ({ updateConfig }) => {
        updateConfig({
          vite: {
            define: { __MEASURING__: JSON.stringify(measuring) },
            resolve: {
              alias: {
                'virtual:site-measurement': fileURLToPath(new URL(island, import.meta.url)),
              },
            },
            plugins: [
              {
                name: 'measurement-classes',
                enforce: 'pre',
                // On loading, before any plugin transforms it (Tailwind's among them).
                load(id) {
                  const file = id.split('?')[0] ?? '';
                  if (!measuring || !file.endsWith('/src/styles/global.css')) return;
                  return withMeasurementClasses(readFileSync(file, 'utf8'));
                },
              },
            ],
          },
        });
      },
    },
  };
}
