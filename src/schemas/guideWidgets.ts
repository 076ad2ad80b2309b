/**
 * The words of the guides' interactive parts (podcast player, image carousel, landing-page
 * scroller): every label a widget shows or announces, with the slots it fills checked. The
 * content shapes themselves are in shapes.ts.
 */

import { z } from 'astro/zod';
import { text } from './shapes';
import { mediaSrc } from './siteSettings';

/**
 * A label with named slots that the component fills ('Slide {n} of {total}'): each slot must be
 * there, so a reworded label cannot lose the number it exists to show.
 */
export const pattern = (...slots: string[]) =>
  text.superRefine((value, context) => {
    for (const slot of slots.filter((name) => !value.includes(`{${name}}`))) {
      context.addIssue({ code: 'custom', message: `must contain {${slot}}` });
    }
  });

/** Every word the guide's podcast player shows or announces. */
export const podcastPlayerLabels = z.strictObject({
  /** The play button's name: 'Play episode'. */
  play: text,
  /** The same button while playing or loading: 'Pause episode'. */
  pause: text,
  /** Announced while the audio loads: 'Loading episode…'. */
  loading: text,
  /** The warning shown when the episode cannot play. */
  error: text,
  /** The button in that warning that reloads the audio: 'Retry'. */
  retry: text,
  /** The speed menu's label: 'Speed'. */
  speed: text,
  /** Each speed in that menu: '{rate}×'. */
  speedOption: pattern('rate'),
  /** The volume slider's name: 'Volume'. */
  volume: text,
  /** The volume read out as the slider moves: '{percent}%'. */
  volumeValue: pattern('percent'),
  mute: text,
  unmute: text,
  /** The seek slider's name: 'Seek'. */
  seek: text,
  /** The position read out as the slider moves: '{current} of {duration}'. */
  seekValue: pattern('current', 'duration'),
  /** Between the elapsed time and the length in the bar: '/'. */
  timeSeparator: text,
  /** The details panel's toggle: 'Episode details'. */
  details: text,
});
export type PodcastPlayerLabels = z.infer<typeof podcastPlayerLabels>;

/** The episode in words, for visitors who cannot listen (WCAG 1.2.1). */
export const podcastTranscript = z.strictObject({
  /** 'Transcript'. */
  heading: text,
  paragraphs: z.array(text).min(1),
});
export type PodcastTranscript = z.infer<typeof podcastTranscript>;

/** The podcast player: the guide's own episode and its words. */
export const podcastPlayer = z.strictObject({
  /** The episode file: an https address (a media host) or a path from the site root. */
  audioUrl: mediaSrc,
  title: text,
  description: text,
  ctaText: text,
  transcript: podcastTranscript.optional(),
  labels: podcastPlayerLabels,
});

/** Every word the guide's image carousel shows or announces. */
export const carouselLabels = z.strictObject({
  /** Names the carousel region: 'Lead form and landing page examples'. */
  carousel: text,
  previous: text,
  next: text,
  /** The rotation control while it rotates: 'Pause slideshow'. */
  pause: text,
  /** The same control while paused: 'Play slideshow'. */
  play: text,
  /** Each slide's name: 'Slide {n} of {total}'. */
  slide: pattern('n', 'total'),
  /** Each dot's name: 'Go to slide {n}'. */
  goTo: pattern('n'),
});
export type CarouselLabels = z.infer<typeof carouselLabels>;

/** One section of the mock landing page the guide scrolls through. */
export const landingPageSection = z.strictObject({
  /** A short line above the heading: 'Free workshop'. */
  eyebrow: text.optional(),
  heading: text,
  text,
  /** Points listed under the text. */
  bullets: z.array(text).min(1).optional(),
  /** The label of the section's (pretend) button. */
  cta: text.optional(),
});
export type LandingPageSection = z.infer<typeof landingPageSection>;

/** Every word around the landing-page mockup. */
export const scrollerLabels = z.strictObject({
  /** Names the mockup's scrollable frame: 'Example landing page'. */
  frame: text,
  /** The pretend address in the browser bar: 'yourbusiness.com/workshop'. */
  address: text,
  /** Under the frame: 'Viewing section {current} of {total}'. */
  progress: pattern('current', 'total'),
  /** The control that stops the auto-scroll: 'Pause auto-scroll'. */
  pause: text,
  /** The same control while paused: 'Resume auto-scroll'. */
  play: text,
  /** Shown once the last section is reached, back to the top: 'Replay'. */
  replay: text,
});
export type ScrollerLabels = z.infer<typeof scrollerLabels>;
