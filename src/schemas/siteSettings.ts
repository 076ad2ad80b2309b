import { z } from 'astro/zod';
import { type AnalyticsConfig, analyticsSchema } from '../analytics/config';
import { describeIssues } from '../lib/zodIssues';

const url = z.url();
/** A link target: an absolute URL, or '#' for "not set up yet" (product.md: legal links point to '#'). */
const linkOrHash = z.union([z.literal('#'), url]);
/**
 * A media source: an https address, or a path served from the site root (public/). Not http (a
 * secure page blocks it) nor '//host/...' (a second way to name another host); http only for this
 * machine, which browsers trust as secure, so a test can serve media from a second local origin.
 */
export const mediaSrc = z
  .string()
  .regex(
    /^(https:\/\/\S+|http:\/\/(localhost|127\.0\.0\.1|\[::1\])(:\d+)?\/\S*|\/(?!\/)\S*)$/,
    "must be an address starting https:// or a path from the site root, e.g. '/media/episode.mp3'",
  );

/** The site's settings (the editor's 'Site settings' form): checked as the site builds. */
export const SETTINGS_FILE = 'src/content/settings.json';
/** Measurement (the editor's 'Measurement' form, for the owner). */
export const ANALYTICS_FILE = 'src/content/analytics.json';

export const settingsSchema = z
  .object({
    /** The agency's name, used in titles, the logo and the footer. */
    brandName: z.string().trim().min(2),
    /** One line under the logo in the footer. */
    tagline: z.string().trim().min(10),
    /** The public site address, used for canonical URLs, Open Graph and the sitemap. */
    siteUrl: url,
    /** Default meta description for pages that do not set their own. */
    defaultDescription: z.string().trim().min(50).max(170),
    /** The contact address shown across the site and used in mailto links. */
    email: z.email(),
    /** The external booking page every 'Book a Strategy Call' button opens in a new tab. */
    bookingUrl: url,
    /** The booking calendar embedded in pages (an iframe). */
    calendarEmbedUrl: url,
    /** The calendar provider's embed script, added only where the calendar is shown. */
    calendarScriptUrl: url,
    /** The client intake form embedded on /client-onboarding. */
    intakeFormEmbedUrl: url,
    /** The intake form provider's embed script. */
    intakeFormScriptUrl: url,
    /** Optional chat widget script; without it the chat entry opens an e-mail instead. */
    chatWidgetScriptUrl: url.optional(),
    /**
     * Optional: where the /resources signup form also sends each signup, as a JSON POST of
     * { name, email }. Left out, the form only thanks the visitor (product.md: no network call).
     */
    signupEndpoint: url.optional(),
    socials: z.object({
      instagram: url,
      linkedin: url,
      youtube: url,
      tiktok: url,
      /** The agency's main site, linked from the link-in-bio page. */
      website: url,
    }),
    media: z.strictObject({
      /** The home page's video case study. */
      caseStudyVideo: mediaSrc,
      /** Captions (WebVTT) for the case-study video; leave out only for a video without speech. */
      caseStudyCaptions: mediaSrc.optional(),
    }),
    legal: z.object({
      privacyPolicyUrl: linkOrHash,
      termsOfServiceUrl: linkOrHash,
    }),
    flags: z.object({
      /** Show the free-strategy-session calendar in the home page's social proof. */
      homeCalendar: z.boolean(),
      /** Show the booking calendar on the campaign pages (the managed-service-provider one's). */
      landingCalendar: z.boolean(),
      /** The red 'Page Loaded' badge on /client-onboarding. */
      onboardingLoadedBadge: z.boolean(),
    }),
  })
  .strict();

export type SiteConfig = z.infer<typeof settingsSchema> & {
  /** Measurement of the way to a booked call (./analytics/config.ts): no provider, none. */
  analytics: AnalyticsConfig;
};

/** One file's values checked, or an error naming the file and each wrong key. */
function checked<T extends z.ZodType>(schema: T, input: unknown, file: string): z.output<T> {
  // A key left out reads 'Required', as Astro says of a content file, not 'expected string'.
  const result = schema.safeParse(input, {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
  });
  if (!result.success) throw new Error(describeIssues(file, result.error));
  return result.data;
}

/** The settings and the measurement, checked; a wrong value throws naming the file and key. */
export function parseSiteConfig(settings: unknown, analytics: unknown = {}): SiteConfig {
  return {
    ...checked(settingsSchema, settings, SETTINGS_FILE),
    analytics: checked(analyticsSchema, analytics, ANALYTICS_FILE),
  };
}
