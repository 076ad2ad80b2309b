/** The client onboarding page's words (src/content/pages/client-onboarding.yaml). */
import { z } from 'astro/zod';
import { note, pageHero, step, text } from './shapes';
import { calendarCopy, pageMeta } from './site';

export const clientOnboardingPage = z.strictObject({
  /** product.md: the document title is exactly 'Client Intake Form' (meta.fullTitle). */
  meta: pageMeta,
  hero: pageHero,
  /** The intake form's frame title and the e-mail link that stands in for it. */
  form: calendarCopy,
  nextSteps: z.strictObject({
    /** 'What happens after you submit this form?' */
    heading: text,
    /** product.md: four steps, the last 'You'll hear from us within 1 business day'. */
    steps: z.array(step).length(4),
  }),
  /** product.md: the information is secure; accounts are activated in the order received. */
  notes: z.array(note).min(1).max(3),
  /** The red debug badge (flags.onboardingLoadedBadge): 'Page Loaded'. */
  loadedBadge: text,
});
export type ClientOnboardingPage = z.infer<typeof clientOnboardingPage>;
