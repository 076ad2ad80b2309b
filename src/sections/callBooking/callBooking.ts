/**
 * A booking page's one section: the promise as the page's h1, what the call gives in numbered
 * steps, and the calendar beside them (under them on a phone, where a button glides down to it).
 */
import { z } from 'astro/zod';
import { calendar as calendarWords, stepIcons } from '../../editor/words/shared';
import { pageHero, step, text, textWithEmail } from '../../schemas/shapes';
import { calendarCopy } from '../../schemas/siteCopy';
import { anchor, headlineWords, sectionKind } from '../kind';

export const callBooking = sectionKind({
  label: 'Call booking (steps beside the calendar)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    hero: pageHero.extend({
      /** The phones-only button that glides to the calendar: 'Book Your Call'. */
      jumpLabel: text,
    }),
    steps: z.strictObject({
      /** Names the list of steps. */
      heading: text,
      items: z.array(step).min(1).max(4),
    }),
    booking: z.strictObject({
      eyebrow: text.optional(),
      heading: text,
      text: text.optional(),
      calendar: calendarCopy,
      /** The support line under the calendar; '{email}' becomes the contact address. */
      support: textWithEmail,
    }),
  }),
  words: {
    anchor: {
      label: 'Anchor',
      description: "Left empty: book-call, the calendar's, where the phone button glides.",
    },
    ...headlineWords('hero'),
    'hero.jumpLabel': {
      label: 'Phone button to the calendar',
      description: 'Shown on phones only: glides down to the calendar.',
    },
    steps: { label: 'Steps' },
    'steps.items': { label: 'Steps', itemName: 'Step' },
    'steps.items[].icon': { label: 'Icon', options: stepIcons },
    booking: { label: 'Booking' },
    ...calendarWords('booking.calendar'),
    'booking.support': {
      label: 'Help line under the calendar',
      description: "'{email}' is replaced by the contact address, as a link; keep it.",
    },
  },
  defaultAnchor: 'book-call',
});
export type CallBookingSection = z.output<typeof callBooking.schema>;
