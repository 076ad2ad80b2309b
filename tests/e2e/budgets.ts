import { gzipSync } from 'node:zlib';
import type { Page } from '@playwright/test';
import { configuredProviders } from '../../src/analytics/providerNames';
import { site } from '../../src/site.config';

/**
 * The byte budgets of docs/performance.md, gzip, for everything a route loads. Measurement the owner turns on
 * (src/content/analytics.json) has an allowance of its own on top, 4 KB of JavaScript, which
 * its code for a visitor who has answered the banner must fit (docs/performance.md).
 * CSS comes in two parts since each page inlines its first screen's rules and links the site's
 * one stylesheet after that screen (src/build/criticalCss.ts): the stylesheet, downloaded once a
 * visit and cached, holds DESIGN's 20 KB; a page's inline rules, paid on every page, at most 7 KB.
 */
const measuring = configuredProviders(site.analytics).length > 0;
export const budgetKb = { js: 90 + (measuring ? 4 : 0), css: 20, inlineCss: 7 };

const kb = (bytes: number) => Math.round((bytes / 1024) * 10) / 10;

/**
 * Counts, from now on, the gzip bytes of every script and stylesheet the page loads. `total()`
 * waits until nothing is in flight and every body counted, then adds the page's inline rules.
 */
export function countBytes(page: Page) {
  const counted = { js: 0, css: 0 };
  const pending: Promise<void>[] = [];
  page.on('response', (response) => {
    const kind = response.request().resourceType();
    if (kind !== 'script' && kind !== 'stylesheet') return;
    pending.push(
      response.body().then((body) => {
        counted[kind === 'script' ? 'js' : 'css'] += gzipSync(body).length;
      }),
    );
  });
  return async () => {
    for (let seen = -1; seen !== pending.length; ) {
      seen = pending.length;
      await page.waitForLoadState('networkidle');
      await Promise.all(pending);
    }
    const inline = await page
      .locator('style')
      .evaluateAll((styles) => styles.map((style) => style.textContent ?? ''));
    const inlineCss = inline.reduce((sum, text) => sum + gzipSync(text).length, 0);
    return { js: kb(counted.js), css: kb(counted.css), inlineCss: kb(inlineCss) };
  };
}
