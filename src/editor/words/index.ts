/**
 * The words of every form, by the form's key (see ../pages.ts): labels in the marketer's words
 * and what each field is for. A field with no entry here is named after its key ('headlineLead'
 * reads 'Headline lead'); its limits are added to its description from the schema either way.
 * The comments the content files once carried are here, as descriptions.
 */
import { comingSoon, guides } from './guideForms';
import { analytics, settings } from './settings';
import { intro, meta } from './shared';
import type { Words } from './types';

const site: Words = {
  bookCall: {
    label: 'Booking button',
    description: "The words of every 'Book a Strategy Call' button on the site.",
  },
  newTabNote: {
    label: 'New-tab note (for screen readers)',
    description: 'Read after a link that opens a new tab.',
  },
  header: { label: 'Header and menu' },
  'header.skipLink': { label: 'Skip link', description: 'The first link for keyboard users.' },
  'header.homeLabel': {
    description: "Read after the brand name on the logo link: '{brand} home'.",
  },
  'header.links': {
    label: 'Menu links',
    description:
      "A target starting with '#' is a part of the home page ('#process'); '/...' is a page.",
  },
  'header.links[].target': { label: 'Goes to' },
  footer: { label: 'Footer' },
  'footer.links': {
    label: 'Quick links',
    description: "'#...' is a part of the home page, '/...' a page.",
  },
  'footer.links[].target': { label: 'Goes to' },
  sharing: {
    label: 'Link previews',
    description:
      "The description of each page's preview picture (LinkedIn, iMessage, Slack). '{title}' is the page's title, '{brand}' the brand name.",
  },
  'sharing.defaultOgImageAlt': {
    description: "Pages kept out of search share the site's one card; this describes it.",
  },
  chunkError: { label: 'When a part of a page fails to load' },
  measurement: {
    label: 'Measurement banner',
    description:
      'The banner that asks before measuring. Shown only when a provider is switched on under Measurement.',
  },
  'measurement.text': {
    description: "'{providers}' becomes the names of the services that wait for the answer.",
  },
  'measurement.experimentCookie': {
    label: 'The experiments cookie',
    description:
      "Added to the banner's text while an experiment runs: its name, purpose and lifetime.",
  },
  bookingThanks: {
    label: 'Thanks after booking',
    description: 'Replaces a calendar once a call is booked in it (only when measuring).',
  },
};

const guidesPage: Words = {
  ...meta,
  ...intro('hero', 'Guides page'),
  readGuide: { label: "Link on each guide's card" },
  upcoming: { label: 'Guides being written' },
  cta: { label: 'Booking box at the end' },
  labels: {
    label: 'Words on every guide',
    description: 'The same on every guide: breadcrumb, contents, dates.',
  },
  'labels.readingTime': { description: "'{minutes}' becomes the guide's reading time." },
};

const notFound: Words = { ...meta };

const redirects: Words = {
  redirects: {
    label: 'Redirects',
    itemName: 'redirect',
    description:
      "Each sends an old address on to a page of the site, for good (a 301): links, bookmarks and search results that still use it keep working. Add one whenever a page's address changes. The build stops if a new address is not a page, an old one still is, or two entries chain.",
  },
  'redirects[].from': {
    label: 'Old address',
    description: "As people still have it, from the first '/': '/get-out-of-spam'.",
  },
  'redirects[].to': {
    label: 'New address',
    description: "A page of this site: '/guides/get-out-of-spam'.",
  },
};

export const words: Partial<Record<string, Words>> = {
  site,
  guidesPage,
  notFound,
  guides,
  comingSoon,
  redirects,
  settings,
  analytics,
};
