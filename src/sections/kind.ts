/**
 * What every kind of section shares: the entry each one gives the registry (./registry.ts), and
 * the anchor any section may carry so a link can jump to it ('#book-call').
 */
import { z } from 'astro/zod';
import type { Words } from '../editor/words/types';
import { text } from '../schemas/shapes';

/** A part's id on its page: lower-case words joined by dashes, e.g. book-call. */
export const anchor = z
  .string()
  .regex(
    /^[a-z][a-z0-9]*(-[a-z0-9]+)*$/,
    'must be lower-case words joined by dashes, e.g. book-call',
  );

/** A call to action's target: '#anchor' on this page, a path on this site, or another site. */
export const target = z
  .string()
  .regex(
    /^(#[a-z][a-z0-9-]*|\/[a-z0-9\-/#]*|https:\/\/\S+)$/,
    "must be '#' and a part's anchor, a path on this site such as /resources, or an address starting https://",
  );

/**
 * A section's button: its words and its target, each left empty for the booking page's own. A
 * target '#anchor' must be a part of the same page: the build checks every `buttonTarget`.
 */
export const button = { buttonLabel: text.optional(), buttonTarget: target.optional() };
export const buttonWords: Words = {
  buttonLabel: {
    label: 'Button words',
    description: "Left empty: the site's booking button words.",
  },
  buttonTarget: {
    label: 'Button goes to',
    description: "Left empty: the booking page. '#book-call' glides to this page's calendar.",
  },
};

/** The words of a section's opening lines: the small line, the heading, the paragraph. */
export const introWords = (what: string): Words => ({
  intro: {
    label: 'Heading',
    description: `The small line, heading and paragraph above the ${what}.`,
  },
  'intro.eyebrow': { label: 'Small line above the heading' },
  'intro.title': { label: 'Heading' },
  'intro.lead': { label: 'Paragraph under the heading', multiline: true },
});

/** The words of a page's first screen: its headline in two parts, the line above, the lead. */
export const headlineWords = (path: string): Words => ({
  [path]: { label: 'First screen (headline)' },
  [`${path}.eyebrow`]: { label: 'Small line above the headline' },
  [`${path}.headlineLead`]: { label: 'Headline, first part' },
  [`${path}.headlineEmphasis`]: { label: 'Headline, end (in colour)' },
  [`${path}.lead`]: { label: 'Paragraph under the headline', multiline: true },
});

export type SectionKind<S extends z.ZodObject = z.ZodObject> = {
  /** The kind's name in the editor's 'Add' menu. */
  label: string;
  schema: S;
  /** The form's words, by field path inside the section ('intro.title'). */
  words: Words;
  /** The anchor the section has when its own is left empty; none leaves it without one. */
  defaultAnchor?: string;
  /** Below the first screen, it rises into view as it is scrolled to (src/browser/reveal.ts). */
  reveal?: boolean;
  /** It moves by the page's one motion script (../MotionScripts.astro), written after the last section. */
  motion?: boolean;
  /** The questions and answers it gives search engines as the page's FAQ data. */
  questions?: (value: z.output<S>) => { question: string; answer: string }[];
};

/** Types a kind's entry while keeping its own schema's type. */
export const sectionKind = <S extends z.ZodObject>(kind: SectionKind<S>) => kind;
