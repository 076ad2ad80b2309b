import { z } from 'astro/zod';
import { analyticsSchema } from './analytics/config';
import { describeIssues } from './zodIssues';

const url = z.url();
/** A link target: an absolute URL, or '#' for "not set up yet" (SPEC: legal links point to '#'). */
const linkOrHash = z.union([z.literal('#'), url]);
/** A media source: an absolute URL or a path served from the site root (public/). */
const mediaSrc = z.union([
  url,
  z.string().regex(/^\/[^\s]*$/, 'must be a URL or a path from the site root'),
]);

export const siteConfigSchema = z
  .object({
    /** The agency's name, used in titles, the logo and the footer. */
    brandName: z.string().min(2),
    /** One line under the logo in the footer. */
    tagline: z.string().min(10),
    /** The public site address, used for canonical URLs, Open Graph and the sitemap. */
    siteUrl: url,
    /** Default meta description for pages that do not set their own. */
    defaultDescription: z.string().min(50).max(170),
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
     * { name, email }. Left out, the form only thanks the visitor (SPEC: no network call).
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
    media: z.object({
      /** The home page's video case study. */
      caseStudyVideo: mediaSrc,
      /** Captions (WebVTT) for the case-study video; leave out only for a video without speech. */
      caseStudyCaptions: mediaSrc.optional(),
      /** The landing page's 3-minute video. */
      landingVideo: mediaSrc,
      /** Captions (WebVTT) for the landing page's video. */
      landingCaptions: mediaSrc.optional(),
      /** The podcast episode on the Facebook lead forms guide. */
      podcastAudio: mediaSrc,
    }),
    legal: z.object({
      privacyPolicyUrl: linkOrHash,
      termsOfServiceUrl: linkOrHash,
    }),
    flags: z.object({
      /** Show the free-strategy-session calendar in the home page's social proof. */
      homeCalendar: z.boolean(),
      /** Show the calendar on the managed-service-provider landing page. */
      landingCalendar: z.boolean(),
      /** The red 'Page Loaded' badge on /client-onboarding. */
      onboardingLoadedBadge: z.boolean(),
    }),
    /**
     * Measurement of the way to a booked call (src/lib/analytics/config.ts): leave out for none.
     * With none, the built site carries no script, banner or policy source for it.
     */
    analytics: analyticsSchema.optional(),
  })
  .strict();

export type SiteConfig = z.infer<typeof siteConfigSchema>;

/** Checks a config object and throws a readable error naming file and key when it is wrong. */
export function parseSiteConfig(input: unknown, file = 'src/site.config.ts'): SiteConfig {
  // A key left out reads 'Required', as Astro says of a content file, not 'expected string'.
  const result = siteConfigSchema.safeParse(input, {
    error: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? 'Required' : undefined,
  });
  if (!result.success) throw new Error(describeIssues(file, result.error));
  return result.data;
}
