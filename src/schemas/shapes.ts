/**
 * The content shapes of product.md, in one place. Page schemas (src/schemas/*.ts) build on
 * them, src/content.config.ts checks every entry against them when the site builds, and components
 * take the types inferred here. Only types leave this file for components, so zod never reaches
 * the browser.
 */

import type { SchemaContext } from 'astro:content';
import { z } from 'astro/zod';

/** Astro's `image()` helper, which turns a file path into the image's URL and size at build. */
export type ImageHelper = SchemaContext['image'];

/**
 * Every image under src/assets/ by its path from the project root, as Vite resolves it whatever
 * folder the build starts in (only the names: no file is loaded). Read where the content is
 * checked, on the server; the editor's form in the browser takes a picture by its own field.
 */
const assetFiles = import.meta.env?.SSR
  ? new Set(Object.keys(import.meta.glob('/src/assets/**/*.{avif,gif,jpeg,jpg,png,svg,webp}')))
  : undefined;

/** An image file's path from the project root; a wrong one stops the build naming the field. */
const assetPath = z
  .string()
  .regex(
    /^\/src\/assets\/[^\s]+\.(avif|gif|jpe?g|png|svg|webp)$/i,
    'must be an image file under /src/assets/, e.g. /src/assets/people/jo.jpg',
  )
  .refine((path) => assetFiles?.has(path) ?? true, 'no such file: check the path and spelling');

/**
 * An image file written from the project root, '/src/assets/people/jo.jpg', checked before Astro
 * tries to load it.
 */
export const imageFile = (image: ImageHelper) =>
  // Astro types image() by what it gives; at run time it takes the path, as here.
  assetPath.pipe(image() as unknown as z.ZodType<z.output<ReturnType<ImageHelper>>, string>);

/**
 * A section's picture, kept as its path (sections have no `image()`): its component loads it
 * (src/sections/picture.ts). The description tells the editor's form it is a picture.
 */
export const picturePath = assetPath.pipe(z.string().describe('keystatic:image'));

/**
 * The picture a shared link shows in place of the card the build draws: drawn again at the card's
 * size as a PNG, so never an SVG or a GIF, which link previews do not show.
 */
export const sharingPicture = assetPath
  .refine((path) => !/\.(svg|gif)$/i.test(path), 'must be a PNG, JPEG, WebP or AVIF picture')
  .pipe(z.string().describe('keystatic:image'));

/** Words a visitor reads: never empty. */
export const text = z.string().trim().min(1, 'must not be empty');

/** A path on this site ('/resources', '#faq', '/#process') or an absolute URL. */
export const href = z
  .string()
  .regex(/^(\/|#|https?:\/\/|mailto:)/, 'must start with /, #, http(s):// or mailto:');

/** The eyebrow, heading and lead every section opens with. */
export const sectionIntro = z.strictObject({
  eyebrow: text.optional(),
  title: text,
  lead: text.optional(),
});
export type SectionIntro = z.infer<typeof sectionIntro>;

/** The accent colours a diagram may use. */
export const accentColour = z.enum(['violet', 'mint']);
export type AccentColour = z.infer<typeof accentColour>;

/** Icons the difference cards may show (lucide names, registered in DifferenceCards). */
export const differenceIcon = z.enum([
  'BrainCircuit',
  'TrendingUp',
  'Compass',
  'Target',
  'Handshake',
]);
export type DifferenceIcon = z.infer<typeof differenceIcon>;

/** Icons the team's promises may show (registered in TeamSection). */
export const promiseIcon = z.enum(['userMinus', 'fingerprint', 'blocks']);
export type PromiseIcon = z.infer<typeof promiseIcon>;

export const testimonial = z.strictObject({
  /** 0 to 5 in halves; every shipped testimonial is 5. */
  rating: z
    .number()
    .min(0)
    .max(5)
    .refine((n) => Number.isInteger(n * 2), 'must be a whole or half number'),
  text,
  author: text,
  position: text,
  company: text,
  /** The avatar; decorative, as the name sits beside it. */
  image: picturePath,
});
export type Testimonial = z.infer<typeof testimonial>;

export const statistic = z.strictObject({
  value: z.number().nonnegative(),
  suffix: z.string(),
  label: text,
});
export type Statistic = z.infer<typeof statistic>;

export const differentiatorCard = z.strictObject({
  number: text,
  icon: differenceIcon,
  title: text,
  subhead: text,
  content: z.array(text).min(1),
});
export type DifferentiatorCard = z.infer<typeof differentiatorCard>;

export const diagramNode = z.strictObject({
  id: text,
  label: text,
  /** Position in the diagram's 0-100 box, the hub at 50/50. */
  x: z.number().min(0).max(100),
  y: z.number().min(0).max(100),
  colour: accentColour,
});
export type DiagramNode = z.infer<typeof diagramNode>;

export const processPhase = z.strictObject({
  title: text,
  subtitle: text,
  description: text,
  deliverables: z.array(text).min(1),
});
export type ProcessPhase = z.infer<typeof processPhase>;

export const faqItem = z.strictObject({ question: text, answer: text });
export type FaqItem = z.infer<typeof faqItem>;

/** 'Video not playing? Open it directly': the plain link under a video player. */
export const videoLink = z.strictObject({ lead: text, label: text });
export type VideoLink = z.infer<typeof videoLink>;

/** Words with '{email}' where the contact address goes, as a mailto link. */
export const textWithEmail = text.includes('{email}', {
  message: "must contain '{email}' where the address goes",
});

/** Icons the conversion pages' steps and notes may show (registered in StepList). */
export const stepIcon = z.enum([
  'phoneCall',
  'map',
  'handshake',
  'userPlus',
  'settings',
  'mailCheck',
  'clock',
  'lock',
  'listOrdered',
  'target',
  'workflow',
  'calendarCheck',
]);
export type StepIcon = z.infer<typeof stepIcon>;

/** One step of a short sequence: what happens on the call, after the intake form, and so on. */
export const step = z.strictObject({ icon: stepIcon, title: text, text });
export type Step = z.infer<typeof step>;

/** A short reassurance beside a form or a calendar: 'Your information is secure'. */
export const note = z.strictObject({ icon: stepIcon, text });

/** How a page other than home opens: eyebrow, the h1 (with an emphasised end) and a lead. */
export const pageHero = z.strictObject({
  eyebrow: text.optional(),
  headlineLead: text,
  /** The end of the headline, set in the gradient. */
  headlineEmphasis: text.optional(),
  lead: text.optional(),
});
export type PageHero = z.infer<typeof pageHero>;

/** A page of this site, written from the root: '/resources', '/#process'. */
export const pagePath = z
  .string()
  .regex(/^\/[a-z0-9\-/#]*$/, "must be a path on this site, e.g. '/resources' or '/#process'");

/** The accounts a link-in-bio page links to; their addresses are `socials` in site.config. */
export const socialNetwork = z.enum(['instagram', 'linkedin', 'youtube', 'tiktok', 'website']);
export type SocialNetwork = z.infer<typeof socialNetwork>;

/** Icons the link-in-bio page's links may show (registered in BioLinkList). */
export const bioLinkIcon = z.enum(['bookOpen', 'compass', 'trendingUp', 'messageCircle']);
export type BioLinkIcon = z.infer<typeof bioLinkIcon>;

/** Icons a resource category card may show (registered in ResourceCategoryGrid). */
export const resourceIcon = z.enum(['bookOpen', 'layoutTemplate', 'wandSparkles', 'trophy']);
export type ResourceIcon = z.infer<typeof resourceIcon>;

export const resourceCategory = z.strictObject({
  icon: resourceIcon,
  title: text,
  description: text,
  /** How much of it is out: '1 live, 4 coming soon', 'Coming soon'. */
  countLabel: text,
  /** The card's accent; mint marks a category with something live. */
  colour: accentColour,
});
