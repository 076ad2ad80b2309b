/** Words every page shares (src/content/site.yaml) and the pieces page schemas reuse. */
import { z } from 'astro/zod';
import { href, text } from './shapes';

/** A page's own title and description for search results and link previews. */
export const pageMeta = z.strictObject({
  /** Shown as '{title} | {brand}'; leave out on the home page for the brand's own title. */
  title: text.optional(),
  /** The whole title, used as written (product.md fixes some in full); '{brand}' becomes the brand name. */
  fullTitle: text.optional(),
  description: text
    .max(170, 'should be at most 170 characters, or search engines cut it')
    .optional(),
});

/** The words around an embedded booking calendar. */
export const calendarCopy = z.strictObject({
  /** The frame's title, read out by screen readers. */
  title: text,
  fallbackIntro: text.optional(),
  /** The plain link to the booking page that stands in when the calendar cannot load. */
  fallbackLabel: text,
  unavailableMessage: text.optional(),
});
export type CalendarCopy = z.infer<typeof calendarCopy>;

/** A menu or footer link: '#anchor' is a home-page section, '/path' a page. */
const navLink = z.strictObject({ label: text, target: href });

export const siteCopy = z.strictObject({
  /** The label of every 'Book a Strategy Call' button. */
  bookCall: text,
  /** Read to screen readers after a link that opens a new tab. */
  newTabNote: text,
  header: z.strictObject({
    skipLink: text,
    /** Read after the brand name on the logo link: '{brand} home'. */
    homeLabel: text,
    primaryNavLabel: text,
    menuNavLabel: text,
    openMenu: text,
    closeMenu: text,
    links: z.array(navLink).min(1).max(6),
  }),
  footer: z.strictObject({
    contactHeading: text,
    quickLinksHeading: text,
    ctaHeading: text,
    ctaText: text,
    rights: text,
    privacy: text,
    terms: text,
    links: z.array(navLink).min(1),
  }),
  /** Link previews: the alt text of the page's card and of the site's default card. */
  sharing: z.strictObject({ ogImageAlt: text, defaultOgImageAlt: text }),
  /** The line after a widget whose code failed to load, even after the page reloaded itself. */
  chunkError: z.strictObject({ message: text, retry: text }),
  /** The measurement banner, shown only when a provider that asks is on (Measurement settings). */
  measurement: z.strictObject({
    heading: text,
    /** '{providers}' becomes the names of the providers that wait for the answer. */
    text,
    accept: text,
    reject: text,
    privacy: text,
    /** The footer link that reopens the banner. */
    settings: text,
    /** Read out once the choice is saved. */
    savedAccepted: text,
    savedRejected: text,
    /** Added to the text while an experiment runs: the cookie that keeps a visitor's version. */
    experimentCookie: text,
  }),
  /** Shown in place of a calendar once the visitor has booked in it (only when measuring). */
  bookingThanks: z.strictObject({
    heading: text,
    text,
    nextHeading: text,
    steps: z.array(text).min(1).max(4),
  }),
});
export type SiteCopy = z.infer<typeof siteCopy>;

export const notFoundPage = z.strictObject({
  meta: pageMeta,
  eyebrow: text,
  heading: text,
  text,
  homeLabel: text,
  resourcesLabel: text,
  bookLead: text,
});
export type NotFoundPage = z.infer<typeof notFoundPage>;
