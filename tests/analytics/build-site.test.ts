// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyticsSchema } from '../../src/analytics/config';
import { configuredProviders, PROVIDER_KINDS } from '../../src/analytics/providerNames';
import settings from '../../src/content/settings.json' with { type: 'json' };
import { parseSiteConfig } from '../../src/schemas/siteSettings';
import {
  analyticsBlock,
  analyticsSiteDir,
  scanningProject,
  withStandinEmbeds,
} from './build-site.ts';

describe('the measurement the test site is built with', () => {
  it('turns every provider on against the stand-in, as the schema takes it', () => {
    const config = analyticsSchema.parse(analyticsBlock(4327));
    expect(configuredProviders(config)).toEqual(Object.keys(PROVIDER_KINDS));
    expect(config.googleAnalytics?.scriptUrl).toBe('http://127.0.0.1:4327/gtag/js');
    expect(config.linkedIn?.bookingConversionId).toBe('7654321');
    expect(config.cookielessWithoutBanner).toBe(false);
  });

  it('has a cookieless variant: Plausible and Umami alone, before the banner', () => {
    const config = analyticsSchema.parse(analyticsBlock(5327, 'cookieless'));
    expect(configuredProviders(config)).toEqual(['plausible', 'umami']);
    expect(config.umami?.scriptUrl).toBe('http://127.0.0.1:5327/umami/script.js');
    expect(config.cookielessWithoutBanner).toBe(true);
  });
});

describe("the copy's embeds", () => {
  it('points the calendar and the intake form, frames and scripts, at the stand-in', () => {
    const written = parseSiteConfig(withStandinEmbeds(settings, 4327));
    for (const key of [
      'calendarEmbedUrl',
      'calendarScriptUrl',
      'intakeFormEmbedUrl',
      'intakeFormScriptUrl',
    ] as const) {
      expect(written[key]).toMatch(/^http:\/\/127\.0\.0\.1:4327\//);
    }
    expect(() => withStandinEmbeds({}, 4327)).toThrow(/calendarEmbedUrl/);
  });
});

describe("the copy's stylesheet", () => {
  it('has Tailwind look for classes in the project, not in the copy', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    const copyCss = join(analyticsSiteDir('all'), 'src/styles');
    // From node_modules/.cache/analytics-site/src/styles back up to the project.
    expect(scanningProject(css, copyCss)).toContain(
      '@import "tailwindcss" source("../../../../..") theme(inline);',
    );
    expect(() => scanningProject('body {}', copyCss)).toThrow(/tailwindcss/);
  });
});
