import { z } from 'astro/zod';

/**
 * The Measurement settings (src/content/analytics.json): every provider optional, none on by
 * default. Each takes the id its own dashboard shows; `scriptUrl` moves its script elsewhere (a
 * first-party proxy, or the tests' stand-in on localhost) and is where its events are sent from.
 */
const scriptUrl = z.url({ protocol: /^https?$/ });
const id = (pattern: RegExp, example: string) =>
  z.string().regex(pattern, `must look like ${example}, as the provider's dashboard shows it`);

export const analyticsSchema = z
  .strictObject({
    /** Plausible (cookieless): the site's domain as added there. */
    plausible: z
      .strictObject({
        domain: id(/^(?!-)[a-z0-9-]+(\.[a-z0-9-]+)+$/, 'youragency.com'),
        scriptUrl: scriptUrl.default('https://plausible.io/js/script.manual.js'),
      })
      .optional(),
    /** Umami (cookieless): the website id and the script of its instance, cloud or your own. */
    umami: z
      .strictObject({
        websiteId: z.uuid(
          'must be the website id Umami shows, e.g. 4fb7fa4c-5b46-438d-94b3-3a8fb9bc2e8b',
        ),
        scriptUrl: scriptUrl.default('https://cloud.umami.is/script.js'),
      })
      .optional(),
    /** Google Analytics 4, loaded through gtag.js: the measurement id. */
    googleAnalytics: z
      .strictObject({
        measurementId: id(/^G-[A-Z0-9]{6,12}$/, 'G-ABC123DEF4'),
        scriptUrl: scriptUrl.default('https://www.googletagmanager.com/gtag/js'),
      })
      .optional(),
    /** A Google Tag Manager container, instead of or beside GA4: the container id. */
    googleTagManager: z
      .strictObject({
        containerId: id(/^GTM-[A-Z0-9]{5,9}$/, 'GTM-ABC1234'),
        scriptUrl: scriptUrl.default('https://www.googletagmanager.com/gtm.js'),
      })
      .optional(),
    /** Meta Pixel: the pixel (dataset) id. */
    metaPixel: z
      .strictObject({
        pixelId: id(/^\d{15,16}$/, '123456789012345'),
        scriptUrl: scriptUrl.default('https://connect.facebook.net/en_US/fbevents.js'),
      })
      .optional(),
    /** LinkedIn Insight Tag: the partner id, and the conversion a booking counts as. */
    linkedIn: z
      .strictObject({
        partnerId: id(/^\d{4,10}$/, '1234567'),
        bookingConversionId: id(/^\d{4,12}$/, '12345678').optional(),
        scriptUrl: scriptUrl.default('https://snap.licdn.com/li.lms-analytics/insight.min.js'),
      })
      .optional(),
    /**
     * Let Plausible and Umami run before the visitor answers the banner (they set no cookie and
     * identify no one). Off: they wait for 'Accept' like the others.
     */
    cookielessWithoutBanner: z.boolean().default(false),
    /**
     * While an experiment runs, draw a version for a visitor who has not answered the banner, kept
     * nowhere (docs/owner.md, Experiments): only beside cookielessWithoutBanner, as only Plausible
     * and Umami may count such a visitor. Off: they see the page itself.
     */
    experimentsBeforeAnswer: z.boolean().default(false),
  })
  .refine((config) => !config.experimentsBeforeAnswer || config.cookielessWithoutBanner, {
    path: ['experimentsBeforeAnswer'],
    message:
      'needs cookielessWithoutBanner: only Plausible and Umami may count a visitor who has not answered',
  });

export type AnalyticsConfig = z.output<typeof analyticsSchema>;
export type ProviderName = Exclude<
  keyof AnalyticsConfig,
  'cookielessWithoutBanner' | 'experimentsBeforeAnswer'
>;
