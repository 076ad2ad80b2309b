import type { BrowserContext, Page } from '@playwright/test';
import { askingProviders } from '../../src/analytics/providerNames';
import { site } from '../../src/site.config';
import { expect } from './fixtures';

/** The hosts of every provider the site can measure with. */
export const providerHosts =
  /googletagmanager|google-analytics|facebook|licdn|linkedin\.com|plausible|umami/;

/**
 * A visitor who has not answered the measurement banner: watches the page's requests from now,
 * and returns the check to run once the page has been read to its end. The banner and 'Cookie
 * settings' show only where the site's analytics settings ask for consent; nothing is requested
 * from a provider, stored or set as a cookie before an answer.
 */
export function measurementBeforeAnswer(page: Page, context: BrowserContext) {
  const asks = askingProviders(site.analytics).length > 0;
  const sent: string[] = [];
  page.on('request', (request) => {
    if (providerHosts.test(new URL(request.url()).hostname)) sent.push(request.url());
  });
  return async () => {
    await expect(page.getByRole('region', { name: /measure/i })).toHaveCount(asks ? 1 : 0);
    await expect(page.getByRole('button', { name: 'Cookie settings' })).toHaveCount(asks ? 1 : 0);
    expect(await page.evaluate(() => Object.keys(localStorage)), 'stored before an answer').toEqual(
      [],
    );
    expect(await context.cookies(), 'cookies before an answer').toEqual([]);
    expect(sent, 'sent to a provider before an answer').toEqual([]);
  };
}
