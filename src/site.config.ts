/**
 * The one file a new owner edits first. Every value is checked when the site builds;
 * a wrong one stops the build with the key named. Values on example.com are placeholders.
 */
import { parseSiteConfig } from './lib/siteConfigSchema';

export const site = parseSiteConfig({
  brandName: 'Undeniable',
  tagline: 'Growth systems and marketing leadership for founder-led service businesses.',
  siteUrl: 'https://www.example.com',
  defaultDescription:
    'AI-accelerated growth systems and marketing leadership for founder-led service businesses doing $1M-$20M. Book a strategy call.',
  email: 'hello@example.com',
  bookingUrl: 'https://booking.example.com/strategy-call',
  calendarEmbedUrl: 'https://calendar.example.com/widget/booking/replace-me',
  calendarScriptUrl: 'https://calendar.example.com/js/form_embed.js',
  intakeFormEmbedUrl: 'https://forms.example.com/widget/form/replace-me',
  intakeFormScriptUrl: 'https://forms.example.com/js/form_embed.js',
  chatWidgetScriptUrl: undefined,
  // Optional: an address that takes the /resources signups as JSON ({ name, email }).
  signupEndpoint: undefined,
  socials: {
    instagram: 'https://www.instagram.com/replace-me',
    linkedin: 'https://www.linkedin.com/company/replace-me',
    youtube: 'https://www.youtube.com/@replace-me',
    tiktok: 'https://www.tiktok.com/@replace-me',
    website: 'https://www.example.com',
  },
  media: {
    // The defaults are short clips made by `npm run media`: replace them with the real recordings.
    caseStudyVideo: '/media/case-study.mp4',
    caseStudyCaptions: '/media/case-study.vtt',
    landingVideo: '/media/msp-overview.mp4',
    landingCaptions: '/media/msp-overview.vtt',
    podcastAudio: '/media/lead-forms-vs-landing-pages.mp3',
  },
  legal: {
    privacyPolicyUrl: '#',
    termsOfServiceUrl: '#',
  },
  flags: {
    homeCalendar: false,
    landingCalendar: true,
    onboardingLoadedBadge: true,
  },
});
