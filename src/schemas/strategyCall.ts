/** The strategy call page's words (src/content/pages/talktoundeniable.yaml). */
import { z } from 'astro/zod';
import { pageHero, step, text, textWithEmail } from './shapes';
import { calendarCopy, pageMeta } from './site';

export const strategyCallPage = z.strictObject({
  meta: pageMeta,
  hero: pageHero.extend({
    /** The phones-only button that glides to the calendar: 'Book Your Call'. */
    jumpLabel: text,
  }),
  steps: z.strictObject({
    /** Names the list of steps. */
    heading: text,
    /** product.md: Free Strategy Session, Custom Growth Plan, No Obligation. */
    items: z.array(step).length(3),
  }),
  booking: z.strictObject({
    eyebrow: text.optional(),
    heading: text,
    text: text.optional(),
    calendar: calendarCopy,
    /** The support line under the calendar; '{email}' becomes the contact address. */
    support: textWithEmail,
  }),
});
export type StrategyCallPage = z.infer<typeof strategyCallPage>;
