/**
 * Every kind of section a page can show, and the page that stacks them. A kind is a folder here:
 * its schema and the editor's words (<kind>/<kind>.ts), its component (<kind>/<Kind>Section.astro)
 * with any behaviour it needs in its own <script>, and its test. Adding a kind is that folder and
 * one line in `sectionKinds` below; the build, the editor's 'Add' menu and the page route read it
 * from here (docs/engineer.md, 'Adding a kind of section').
 */
import { z } from 'astro/zod';
import { sharingPicture, text } from '../schemas/shapes';
import { band } from './band/band';
import { calendar } from './calendar/calendar';
import { callBooking } from './callBooking/callBooking';
import { caseStudy } from './caseStudy/caseStudy';
import { categories } from './categories/categories';
import { difference } from './difference/difference';
import { featuredGuide } from './featuredGuide/featuredGuide';
import { figures } from './figures/figures';
import { hero } from './hero/hero';
import { heroNotice } from './heroNotice/heroNotice';
import { homeHero } from './homeHero/homeHero';
import { idealClient } from './idealClient/idealClient';
import { intake } from './intake/intake';
import type { SectionKind } from './kind';
import { linkInBio } from './linkInBio/linkInBio';
import { offer } from './offer/offer';
import { process } from './process/process';
import { prose } from './prose/prose';
import { questions } from './questions/questions';
import { signup } from './signup/signup';
import { socialProof } from './socialProof/socialProof';
import { steps } from './steps/steps';
import { team } from './team/team';
import { videoHero } from './videoHero/videoHero';

export const sectionKinds = {
  hero,
  homeHero,
  heroNotice,
  videoHero,
  figures,
  socialProof,
  difference,
  caseStudy,
  process,
  team,
  idealClient,
  steps,
  offer,
  questions,
  calendar,
  callBooking,
  intake,
  linkInBio,
  signup,
  featuredGuide,
  categories,
  band,
  prose,
};
export type SectionKindName = keyof typeof sectionKinds;

/** One section as a page file holds it: its kind, and its data in that kind's shape. */
export type Section = {
  [K in SectionKindName]: {
    discriminant: K;
    value: z.output<(typeof sectionKinds)[K]['schema']>;
  };
}[SectionKindName];

export const kindOf = (name: unknown): SectionKind | undefined =>
  typeof name === 'string' && Object.hasOwn(sectionKinds, name)
    ? (sectionKinds[name as SectionKindName] as unknown as SectionKind)
    : undefined;

/** 'section 3 (Booking calendar)': how a message names a section, counting from one. */
const named = (index: number, kind?: SectionKind) =>
  `section ${index + 1}${kind ? ` (${kind.label})` : ''}`;

/** Where a section's button goes, for the kinds that have one. */
const targetOf = (section: Section) =>
  'buttonTarget' in section.value ? section.value.buttonTarget : undefined;

/** The id a section has on its page: its own anchor, its kind's, or its kind and place. */
export function anchorOf(
  section: { discriminant: string; value: { anchor?: string | undefined } },
  index: number,
) {
  const kind = kindOf(section.discriminant);
  const kebab = section.discriminant.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`);
  return section.value.anchor ?? kind?.defaultAnchor ?? `${kebab}-${index + 1}`;
}

/**
 * The sections a page shows, each with its id: without calendars when the landing calendar switch
 * is off, and then a button that glided to a calendar taken away books on the booking page.
 */
export function shownSections(sections: Section[], calendars: boolean) {
  const shown = sections
    .map((section, index) => ({ section, id: anchorOf(section, index) }))
    .filter(({ section }) => calendars || section.discriminant !== 'calendar');
  const anchors = new Set(shown.map(({ id }) => id));
  return shown.map(({ section, id }) => {
    const target = targetOf(section);
    const gone = target?.startsWith('#') && !anchors.has(target.slice(1));
    return {
      id,
      section: gone
        ? ({ ...section, value: { ...section.value, buttonTarget: undefined } } as Section)
        : section,
    };
  });
}

type Issue = { path: (string | number)[]; message: string };

/** Each section checked against its kind, the anchors told apart and every '#' jump found. */
export async function readSections(
  list: unknown[],
): Promise<{ sections: Section[]; issues: Issue[] }> {
  const issues: Issue[] = [];
  const sections: Section[] = [];
  const kinds = Object.keys(sectionKinds).join(', ');
  for (const [index, raw] of list.entries()) {
    const entry = (raw ?? {}) as { discriminant?: unknown; value?: unknown };
    const kind = kindOf(entry.discriminant);
    if (!kind) {
      issues.push({
        path: [index, 'discriminant'],
        message: `${named(index)}: '${String(entry.discriminant)}' is not a kind of section; the kinds are ${kinds}`,
      });
      continue;
    }
    const parsed = await kind.schema.safeParseAsync(entry.value ?? {});
    if (!parsed.success) {
      for (const issue of parsed.error.issues)
        issues.push({
          path: [index, 'value', ...(issue.path as (string | number)[])],
          message: `${named(index, kind)}: ${issue.message}`,
        });
      continue;
    }
    sections.push({ discriminant: entry.discriminant, value: parsed.data } as Section);
  }
  if (issues.length > 0) return { sections, issues };

  const owners = new Map<string, number>();
  sections.forEach((section, index) => {
    const id = anchorOf(section, index);
    const first = owners.get(id);
    if (first === undefined) owners.set(id, index);
    else
      issues.push({
        path: [index, 'value', 'anchor'],
        message: `${named(index, kindOf(section.discriminant))}: the anchor '${id}' is ${named(first)}'s too; give one of them another`,
      });
  });
  sections.forEach((section, index) => {
    const jump = targetOf(section);
    if (!jump?.startsWith('#') || owners.has(jump.slice(1))) return;
    issues.push({
      path: [index, 'value', 'buttonTarget'],
      message: `${named(index, kindOf(section.discriminant))}: '${jump}' is no part of this page; its anchors are ${[...owners.keys()].join(', ')}`,
    });
  });
  return { sections, issues };
}

/** A page's head: its title and description in search and link previews; noindex keeps it out. */
export const pageHead = z
  .strictObject({
    /** Shown as '{title} | {brand}'; with neither title, the brand's own. */
    title: text.optional(),
    /** The whole title, used as written (product.md fixes some in full); '{brand}' becomes the brand. */
    fullTitle: text.optional(),
    description: text.max(170, 'should be at most 170 characters, or search engines cut it'),
    /** Kept out of search results and the sitemap: a page for one ad or one e-mail. */
    noindex: z.boolean().optional(),
    /** Shown where the page's link is shared, in place of the card drawn from its title. */
    image: sharingPicture.optional(),
    imageAlt: text.optional(),
  })
  .refine((head) => !head.image || head.imageAlt, {
    path: ['imageAlt'],
    message: 'must say what the sharing picture shows',
  });

/** A page made of sections (src/content/campaigns/<address>.yaml): its head, then its parts. */
export const stackedPage = z.strictObject({
  meta: pageHead,
  sections: z
    .array(z.unknown())
    .min(1, 'a page needs at least one section')
    .transform(async (list, ctx) => {
      const { sections, issues } = await readSections(list);
      for (const issue of issues) ctx.addIssue({ code: 'custom', ...issue });
      return sections;
    }),
});
export type StackedPage = z.output<typeof stackedPage>;
