/** The managed-service-provider landing page's words (src/content/pages/msp-liasonai.yaml). */
import { z } from 'astro/zod';
import { pageHero, sectionIntro, step, text, videoLink } from './shapes';
import { calendarCopy, pageMeta } from './site';
import { videoTitleCard } from './video';

export const mspLandingPage = z.strictObject({
  meta: pageMeta,
  /** product.md: a headline about 10 qualified booked calls in 60 days. */
  hero: pageHero,
  video: z.strictObject({
    /** The player's accessible name. */
    videoTitle: text,
    /** The name of the play button over the still. */
    playLabel: text,
    titleCard: videoTitleCard,
    unsupportedVideo: text,
    /** The captions track's name in the player's menu: the captions' language. */
    captionsLabel: text,
    videoLink,
  }),
  offer: z.strictObject({
    /** The button offering to build it for free; it leads to booking. */
    buttonLabel: text,
    /** product.md: 'If You Don't Get 10 Booked Calls, We Work Free Until You Do.' */
    guarantee: text,
  }),
  howItWorks: z.strictObject({
    intro: sectionIntro,
    steps: z.array(step).length(3),
  }),
  /** Shown when flags.landingCalendar is on. */
  booking: z.strictObject({
    eyebrow: text.optional(),
    heading: text,
    text: text.optional(),
    calendar: calendarCopy,
  }),
});
export type MspLandingPage = z.infer<typeof mspLandingPage>;
