/** The words of the site's own forms: the settings, and the owner's measurement. */
import type { Words } from './types';

const address = 'An address starting https://';

export const settings: Words = {
  brandName: { label: 'Brand name', description: 'In every title, the logo and the footer.' },
  tagline: { label: 'Footer tagline' },
  siteUrl: {
    label: "The site's address",
    description: `${address}, as visitors type it: search results, link previews and the sitemap use it.`,
  },
  defaultDescription: {
    label: 'Description in search results',
    description: 'For pages that have no description of their own.',
    multiline: true,
  },
  email: {
    label: 'Contact e-mail',
    description: 'Shown across the site, and where mail links go.',
  },
  bookingUrl: {
    label: 'Booking page',
    description: `${address}: every 'Book a Strategy Call' button opens it in a new tab.`,
  },
  calendarEmbedUrl: {
    label: 'Booking calendar (embed address)',
    description: 'The calendar shown inside pages, from the booking tool’s embed code.',
  },
  calendarScriptUrl: { label: 'Booking calendar (embed script)' },
  intakeFormEmbedUrl: {
    label: 'Intake form (embed address)',
    description: 'The form on the client onboarding page.',
  },
  intakeFormScriptUrl: { label: 'Intake form (embed script)' },
  chatWidgetScriptUrl: {
    label: 'Chat widget script',
    description: 'Leave empty for none: the chat button then opens an e-mail.',
  },
  signupEndpoint: {
    label: 'Where signups also go',
    description:
      'An address that takes each /resources signup (name and e-mail) as JSON. Leave empty: the form only thanks the visitor.',
  },
  socials: { label: 'Social profiles', description: `${address} each.` },
  'socials.linkedin': { label: 'LinkedIn' },
  'socials.youtube': { label: 'YouTube' },
  'socials.tiktok': { label: 'TikTok' },
  'socials.website': { label: 'Main website', description: 'Linked from the link-in-bio page.' },
  media: {
    label: 'Home page video and captions',
    description:
      "Each an address starting https:// (a media host) or a file in the project's public/media folder, as '/media/name.mp4'. Captions on a media host load only if it allows this site to read them (CORS: see docs/owner.md).",
  },
  'media.caseStudyVideo': { label: 'Case study video (home page)' },
  'media.caseStudyCaptions': {
    label: 'Case study captions',
    description: 'A WebVTT (.vtt) file; leave empty only for a video without speech.',
  },
  legal: {
    label: 'Legal pages',
    description: `${address}, or '#' until the page exists.`,
  },
  'legal.privacyPolicyUrl': { label: 'Privacy policy' },
  'legal.termsOfServiceUrl': { label: 'Terms of service' },
  flags: { label: 'Switches' },
  'flags.homeCalendar': { label: 'Booking calendar in the home page’s results section' },
  'flags.landingCalendar': {
    label: 'Booking calendar on campaign pages',
    description:
      'Off: no campaign page (the MSP page among them) shows its calendar, and a button that glided to it opens the booking page.',
  },
  'flags.onboardingLoadedBadge': {
    label: "'Page Loaded' badge on client onboarding",
    description: 'A red badge for checking the page; switch off once the intake form is live.',
  },
};

const provider = (name: string, label: string, id: string): Words => ({
  [name]: { label, description: `Measures with ${label}: give ${id}.` },
  [`${name}.scriptUrl`]: {
    label: 'Script address',
    description: "Leave empty for the provider's own; another only for a first-party proxy.",
  },
});

export const analytics: Words = {
  ...provider('plausible', 'Plausible', 'the domain as added there'),
  'plausible.domain': { label: 'Domain', description: 'As added in Plausible: youragency.com.' },
  ...provider('umami', 'Umami', "the website id from Umami's website settings"),
  'umami.websiteId': { label: 'Website id' },
  ...provider(
    'googleAnalytics',
    'Google Analytics 4',
    "the measurement id of the site's data stream",
  ),
  'googleAnalytics.measurementId': { label: 'Measurement id' },
  ...provider('googleTagManager', 'Google Tag Manager', 'the container id'),
  'googleTagManager.containerId': { label: 'Container id' },
  ...provider('metaPixel', 'Meta Pixel', "the pixel id from Meta's Events Manager"),
  'metaPixel.pixelId': { label: 'Pixel id' },
  ...provider('linkedIn', 'LinkedIn Insight Tag', 'the partner id'),
  'linkedIn.partnerId': { label: 'Partner id' },
  'linkedIn.bookingConversionId': {
    label: 'Booking conversion id',
    description: 'The conversion a booked call counts as, if one is set up in Campaign Manager.',
  },
  cookielessWithoutBanner: {
    label: 'Plausible and Umami before the banner is answered',
    description:
      'They set no cookie and identify no one; off, they wait for Accept like the others.',
  },
  experimentsBeforeAnswer: {
    label: 'Experiments before the banner is answered',
    description:
      'While an experiment runs, show a visitor who has not answered a version, stored nowhere and counted by Plausible and Umami only; needs the setting above. Ask your lawyer first.',
  },
};
