/**
 * Results: figures that count up, three testimonials with their stars, a link to the case study,
 * and, while the home calendar switch is on, a free session box with the booking calendar.
 */
import { z } from 'astro/zod';
import { calendar, intro } from '../../editor/words/shared';
import { sectionIntro, statistic, testimonial, text } from '../../schemas/shapes';
import { calendarCopy } from '../../schemas/siteCopy';
import { anchor, sectionKind } from '../kind';

export const socialProof = sectionKind({
  label: 'Results and testimonials',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    /** product.md: four counters. */
    stats: z.array(statistic).length(4),
    testimonials: z.array(testimonial).length(3),
    /** The stars' accessible name: {rating} and {max} are filled in. */
    ratingLabel: text.includes('{rating}', { message: "must contain '{rating}'" }),
    caseStudiesLink: z.strictObject({ label: text, href: z.string().startsWith('#') }),
    /** Shown only when flags.homeCalendar is on in the settings. */
    freeSession: z.strictObject({
      eyebrow: text.optional(),
      title: text,
      text,
      points: z.array(text).min(1),
      calendar: calendarCopy,
    }),
  }),
  words: {
    ...intro('intro', 'Results'),
    stats: { label: 'Counters', description: 'The four figures that count up.' },
    'stats[].value': { label: 'Figure', description: 'The number only, e.g. 150.' },
    'stats[].suffix': {
      label: 'After the figure',
      description: "What follows the number, e.g. 'M+' or '%'. May be empty.",
    },
    'stats[].label': { label: 'What it counts' },
    testimonials: {
      label: 'Testimonials',
      description:
        "Three client quotes, each with a photo. PLACEHOLDER PEOPLE: the three shipped ones are invented stand-ins with illustrated avatars; replace each with a real client's words, name, role, company and photo (with their consent).",
    },
    'testimonials[].rating': {
      label: 'Stars',
      description: 'From 0 to 5, in whole or half stars (e.g. 4.5).',
    },
    'testimonials[].text': { label: 'Quote', multiline: true },
    'testimonials[].author': { label: 'Name' },
    'testimonials[].position': { label: 'Role' },
    'testimonials[].company': { label: 'Company' },
    'testimonials[].image': {
      label: 'Photo',
      description: 'A square photo of the person; it decorates (their name sits beside it).',
    },
    ratingLabel: {
      label: 'Stars, read out',
      description: "What screen readers say for the stars; keep '{rating}' and '{max}'.",
    },
    caseStudiesLink: { label: 'Link to the case studies' },
    freeSession: {
      label: 'Free session box',
      description:
        'Shown only when the home calendar is switched on under Site settings: Switches.',
    },
    ...calendar('freeSession.calendar'),
  },
  defaultAnchor: 'social-proof',
  reveal: true,
  motion: true,
});
export type SocialProofSection = z.output<typeof socialProof.schema>;
