// @vitest-environment node
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { analyticsSchema } from '../../src/lib/analytics/config';
import { configuredProviders, PROVIDER_KINDS } from '../../src/lib/analytics/providerNames';
import {
  analyticsBlock,
  analyticsSiteDir,
  scanningProject,
  withAnalytics,
  withStandinEmbeds,
} from './build-site.mjs';

/** The block's source text as the object the site config would hold. */
const evaluated = (block: string) => new Function(`return {\n${block}}`)().analytics as unknown;

describe('the analytics block the test site is built with', () => {
  it('turns every provider on against the stand-in, as the schema takes it', () => {
    const config = analyticsSchema.parse(evaluated(analyticsBlock(4327)));
    expect(configuredProviders(config)).toEqual(Object.keys(PROVIDER_KINDS));
    expect(config.googleAnalytics?.scriptUrl).toBe('http://127.0.0.1:4327/gtag/js');
    expect(config.linkedIn?.bookingConversionId).toBe('7654321');
    expect(config.cookielessWithoutBanner).toBe(false);
  });

  it('has a cookieless variant: Plausible and Umami alone, before the banner', () => {
    const config = analyticsSchema.parse(evaluated(analyticsBlock(5327, 'cookieless')));
    expect(configuredProviders(config)).toEqual(['plausible', 'umami']);
    expect(config.umami?.scriptUrl).toBe('http://127.0.0.1:5327/umami/script.js');
    expect(config.cookielessWithoutBanner).toBe(true);
  });
});

describe('writing the block into a copy of src/site.config.ts', () => {
  const block = analyticsBlock(4327);
  const site = readFileSync('src/site.config.ts', 'utf8');

  it('puts it right after the flags, once', () => {
    const written = withAnalytics(site, block);
    expect(written).toMatch(/\n {2}flags: \{[^}]*\},\n {2}analytics: \{\n/);
    expect(written.split('\n  analytics:')).toHaveLength(2);
    expect(written.replace(block, '')).toBe(site);
  });

  it('takes out an analytics entry the file already has, on one line or several', () => {
    const flags = '  flags: {\n    homeCalendar: false,\n  },\n';
    const config = (analytics: string) => `export const site = f({\n${analytics}${flags}});\n`;
    const several = "  analytics: {\n    plausible: { domain: 'a.com' },\n  },\n";
    for (const existing of ['  analytics: undefined,\n', several]) {
      expect(withAnalytics(config(existing), block)).toBe(config('').replace(flags, flags + block));
    }
  });

  it('stops when the file has no flags entry to follow', () => {
    expect(() => withAnalytics('export const site = f({});\n', block)).toThrow(/flags/);
  });
});

describe("the copy's embeds", () => {
  it('points the calendar and the intake form, frames and scripts, at the stand-in', () => {
    const written = withStandinEmbeds(readFileSync('src/site.config.ts', 'utf8'), 4327);
    for (const key of [
      'calendarEmbedUrl',
      'calendarScriptUrl',
      'intakeFormEmbedUrl',
      'intakeFormScriptUrl',
    ]) {
      expect(written).toMatch(new RegExp(`\\n  ${key}: 'http://127\\.0\\.0\\.1:4327/`));
    }
    expect(() => withStandinEmbeds('export const site = f({});\n', 4327)).toThrow(
      /calendarEmbedUrl/,
    );
  });
});

describe("the copy's stylesheet", () => {
  it('has Tailwind look for classes in the project, not in the copy', () => {
    const css = readFileSync('src/styles/global.css', 'utf8');
    const copyCss = join(analyticsSiteDir('all'), 'src/styles');
    // From node_modules/.cache/analytics-site/src/styles back up to the project.
    expect(scanningProject(css, copyCss).split('\n')[0]).toBe(
      '@import "tailwindcss" source("../../../../..");',
    );
    expect(() => scanningProject('body {}', copyCss)).toThrow(/tailwindcss/);
  });
});
