/**
 * The shapes of the guides' words and data (src/content/guides/): their
 * contents, comparisons, diagnoses and tools. The shapes every page shares are in ./shapes.
 */
import { z } from 'astro/zod';
import { text } from './shapes';

/** One entry of a guide's contents: the id of the section's heading and the words listed. */
export const guideContentsEntry = z.strictObject({
  /** The id Astro gives the section's h2: `## Quick Comparison` becomes quick-comparison. */
  id: z.string().regex(/^[a-z0-9-]+$/, 'must be lower-case letters, digits and dashes'),
  title: text,
});
export type GuideContentsEntry = z.infer<typeof guideContentsEntry>;

/** One side of a comparison: its words and whether they count for or against it. */
export const comparisonCell = z.strictObject({
  text,
  /** Shown as a tick or a cross with words for screen readers, never by colour alone. */
  positive: z.boolean(),
});
export type ComparisonCell = z.infer<typeof comparisonCell>;

/** A row of the lead-form versus landing-page comparison. */
export const comparisonRow = z.strictObject({
  feature: text,
  leadForm: comparisonCell,
  landingPage: comparisonCell,
});

/** A row of a case study's results: one metric, as the two set-ups scored it. */
export const resultsRow = z.strictObject({ metric: text, leadForm: text, landingPage: text });

/** Icons a diagnosis (reason) item may show (lucide names, registered in DiagnosisItem). */
export const reasonIcon = z.enum([
  'fileWarning',
  'serverCrash',
  'shieldAlert',
  'gauge',
  'scale',
  'mailWarning',
  'search',
]);
export type ReasonIcon = z.infer<typeof reasonIcon>;

/** A numbered diagnosis: why it matters, how to check, how to fix. */
export const reasonItem = z.strictObject({
  title: text,
  icon: reasonIcon,
  whyItMatters: text,
  howToCheck: text,
  /** Steps or signs to look for, shown as a bullet list under 'How to check'. */
  howToCheckList: z.array(text).min(1).optional(),
  fixIt: text,
  /** A short aside under 'Fix it', set in italics. */
  fixItNote: text.optional(),
});
export type ReasonItem = z.infer<typeof reasonItem>;

/** A do-it-yourself tool: '#' as its url means it is built into Gmail and has no link. */
export const tool = z.strictObject({
  name: text,
  description: text.optional(),
  url: z.union([z.literal('#'), z.url()]),
});

/** A row of a before/after comparison: one metric, broken set-up against fixed. */
export const beforeAfterRow = z.strictObject({ metric: text, broken: text, fixed: text });
