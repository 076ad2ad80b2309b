/**
 * A guide is one file, src/content/guides/<slug>.mdx: its words (`guideFrontmatter`) and the
 * figures, tables and lists its blocks show (`guideData`) in the frontmatter, its prose below.
 * The prose places a block with a tag from the registry in
 * src/components/guides/mdx/GuideContent.astro, for example `<ComparisonTable />`, and the tag
 * reads that block from the same file. Every block is optional: a guide carries only the ones its
 * prose places, and a tag whose block is missing stops the build naming the file and the key.
 */
import { z } from 'astro/zod';
import {
  beforeAfterRow,
  comparisonRow,
  guideContentsEntry,
  reasonItem,
  resultsRow,
  tool,
} from './guideShapes';
import { carouselLabels, landingPageSection, podcastPlayer, scrollerLabels } from './guideWidgets';
import { faqItem, type ImageHelper, imageFile, text } from './shapes';
import { calendarCopy } from './siteCopy';

export const guideFrontmatter = z.strictObject({
  /** The h1, and the page title in search results as '{title} | {brand}'. */
  title: text,
  /** A shorter title for the breadcrumb trail; the title when left out. */
  shortTitle: text.optional(),
  /** The meta description, also the guide's summary on /guides. */
  description: text.max(170, 'should be at most 170 characters, or search engines cut it'),
  /** The small line above the h1: the guide's topic. */
  eyebrow: text,
  /** The paragraph under the h1. */
  lead: text,
  published: z.coerce.date(),
  updated: z.coerce.date().optional(),
  /** The guide's one address; short paths redirect here (astro.config.ts). */
  canonicalPath: z
    .string()
    .regex(/^\/guides\/[a-z0-9-]+$/, "must be '/guides/' and the file's name, e.g. /guides/seo"),
  /** The contents, in reading order; each id is an h2 of the guide. */
  contents: z.array(guideContentsEntry).min(1),
  /** Place on /guides: lower comes first. */
  order: z.number().int(),
});
export type GuideFrontmatter = z.infer<typeof guideFrontmatter>;

/** A table's caption, read first by screen readers and shown above it. */
const caption = text;

const comparisonTable = z.strictObject({
  caption,
  columns: z.strictObject({ feature: text, leadForm: text, landingPage: text }),
  /** Read by screen readers before a cell's words: 'Advantage:' and 'Drawback:'. */
  marks: z.strictObject({ positive: text, negative: text }),
  rows: z.array(comparisonRow).min(1),
});

const resultsTable = z.strictObject({
  caption,
  columns: z.strictObject({ metric: text, leadForm: text, landingPage: text }),
  rows: z.array(resultsRow).min(1),
});

const beforeAfterTable = z.strictObject({
  caption,
  /** product.md: Metric, Broken Setup, Fixed Setup. */
  columns: z.strictObject({ metric: text, broken: text, fixed: text }),
  rows: z.array(beforeAfterRow).min(1),
});

const toolsTable = z.strictObject({
  caption,
  /** product.md: Tool and Access. */
  columns: z.strictObject({ tool: text, access: text }),
  /** Shown in place of a link for a tool whose url is '#'. */
  builtIn: text,
  items: z.array(tool).min(1),
});

const reasons = z.strictObject({
  labels: z.strictObject({ whyItMatters: text, howToCheck: text, fixIt: text }),
  items: z.array(reasonItem).min(1),
});

const doomLoop = z.strictObject({
  /** Says what the picture shows, under it. */
  caption: text,
  /** Tells sighted visitors that the circles explain themselves. */
  hint: text,
  /** The loop's three stages, in the order they feed each other. */
  circles: z
    .array(z.strictObject({ label: text, detail: text }))
    .length(3, 'the loop has three circles'),
});

const bookingCta = z.strictObject({
  eyebrow: text.optional(),
  /** Leave out where the section's own heading already asks the question. */
  title: text.optional(),
  text,
  /** The button's words; it opens the booking page in a new tab. */
  buttonLabel: text,
  note: text.optional(),
});

const related = z.strictObject({
  links: z
    .array(
      z.strictObject({
        label: text,
        href: z.string().regex(/^\/[a-z0-9\-/#]*$/, "must be a path on this site, e.g. '/guides'"),
        description: text,
      }),
    )
    .min(1),
});

/** Pictures that turn by themselves: files under /src/assets/, each with its alt text. */
const carousel = (image: ImageHelper) =>
  z.strictObject({
    images: z.array(z.strictObject({ image: imageFile(image), alt: text })).min(1),
    /** Says what the pictures are, under them. */
    caption: text.optional(),
    labels: carouselLabels,
  });

/** A landing page in a browser frame that scrolls itself, section by section. */
const scroller = z.strictObject({
  sections: z.array(landingPageSection).min(2),
  caption: text.optional(),
  labels: scrollerLabels,
});

/** The guide's own closing line: its logo and a copyright year that product.md fixes. */
const guideFooter = z.strictObject({ year: z.number().int().min(2000), text });

export const guideData = ({ image }: { image: ImageHelper }) =>
  z.strictObject({
    /** The guide's episode: its file and its words. */
    podcast: podcastPlayer.optional(),
    carousel: carousel(image).optional(),
    scroller: scroller.optional(),
    comparison: comparisonTable.optional(),
    results: resultsTable.optional(),
    beforeAfter: beforeAfterTable.optional(),
    tools: toolsTable.optional(),
    reasons: reasons.optional(),
    doomLoop: doomLoop.optional(),
    /** Also published as FAQPage structured data. */
    faqs: z.array(faqItem).min(1).optional(),
    /** The booking calendar embedded in the guide. */
    calendar: calendarCopy.optional(),
    cta: bookingCta.optional(),
    related: related.optional(),
    footer: guideFooter.optional(),
  });
export type GuideData = z.infer<ReturnType<typeof guideData>>;

/** A guide's whole frontmatter: its words, then the data of its blocks. */
export const guide = ({ image }: { image: ImageHelper }) =>
  guideFrontmatter.extend(guideData({ image }).shape);
export type GuideBlock = keyof GuideData;
