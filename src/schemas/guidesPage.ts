/**
 * The words of /guides (src/content/pages/guides.yaml), which also holds the labels every guide
 * shares (breadcrumb, contents, dates), and of the 'coming soon' pages
 * (src/content/coming-soon/<address>.yaml).
 */
import { z } from 'astro/zod';
import { sectionIntro, text } from './shapes';
import { pageMeta } from './siteCopy';

/** Words the guide layout reads: the same on every guide. */
export const guideLabels = z.strictObject({
  /** The breadcrumb trail's accessible name. */
  breadcrumb: text,
  home: text,
  guides: text,
  /** The heading over the contents list. */
  contentsHeading: text,
  /** The contents list's accessible name. */
  contentsNav: text,
  /** The slide-in contents menu's accessible name on phones. */
  contentsMenuNav: text,
  /** The phone bar's button while the menu is closed and open. */
  openContents: text,
  closeContents: text,
  published: text,
  updated: text,
  /** '{minutes}' becomes the guide's reading time: '{minutes} min read'. */
  readingTime: text.includes('{minutes}', { message: "must contain '{minutes}'" }),
  /** Said to screen readers about a table that scrolls sideways on a narrow screen. */
  tableScrollHint: text,
});

export const guidesPage = z.strictObject({
  meta: pageMeta,
  hero: sectionIntro,
  /** The link on each guide's card. */
  readGuide: text,
  /** The guides being written, each with its 'coming soon' page. */
  upcoming: z.strictObject({
    title: text,
    label: text,
    items: z.array(z.strictObject({ title: text, href: z.string().startsWith('/') })),
  }),
  cta: z.strictObject({ title: text, text, buttonLabel: text }),
  labels: guideLabels,
});
export type GuidesPage = z.infer<typeof guidesPage>;

/** An honest page for an address the site links to before its content exists. */
export const comingSoonPage = z.strictObject({
  meta: pageMeta,
  eyebrow: text,
  title: text,
  lead: text,
  coversHeading: text,
  /** What the page will cover. */
  covers: z.array(text).min(1),
  guides: z.strictObject({ text, label: text }),
  cta: z.strictObject({ title: text, text, buttonLabel: text }),
});
export type ComingSoonPage = z.infer<typeof comingSoonPage>;
