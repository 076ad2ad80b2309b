/** The booking calendar, embedded in the page, with a plain link when it cannot load. */
import { z } from 'astro/zod';
import { calendar as calendarWords } from '../../editor/words/shared';
import { text } from '../../schemas/shapes';
import { calendarCopy } from '../../schemas/siteCopy';
import { anchor, sectionKind } from '../kind';

export const calendar = sectionKind({
  label: 'Booking calendar',
  schema: z.strictObject({
    anchor: anchor.optional(),
    eyebrow: text.optional(),
    heading: text,
    text: text.optional(),
    calendar: calendarCopy,
  }),
  words: {
    anchor: {
      label: 'Anchor',
      description: "Left empty: book-call, so '#book-call' on a button glides here.",
    },
    eyebrow: { label: 'Small line above the heading' },
    heading: { label: 'Heading' },
    text: { label: 'Paragraph under the heading', multiline: true },
    ...calendarWords('calendar'),
  },
  defaultAnchor: 'book-call',
});
export type CalendarSection = z.output<typeof calendar.schema>;
