/**
 * A landing page's opening with a video: the promise as the page's h1, the video beside it (its
 * still a title card drawn in the page), and the offer's button over its guarantee.
 */
import { z } from 'astro/zod';
import { pageHero, text, videoLink } from '../../schemas/shapes';
import { mediaSrc } from '../../schemas/siteSettings';
import { videoTitleCard } from '../../schemas/video';
import { anchor, headlineWords, sectionKind, target } from '../kind';

export const videoHero = sectionKind({
  label: 'Opening with a video and an offer',
  schema: z.strictObject({
    anchor: anchor.optional(),
    hero: pageHero,
    video: z.strictObject({
      /** The video file: '/media/name.mp4' in public/, or an https:// address on a media host. */
      src: mediaSrc,
      /** Its captions (WebVTT), on the same terms. */
      captions: mediaSrc.optional(),
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
      /** The button offering the service; it leads to booking. */
      buttonLabel: text,
      /** One sentence that takes the risk away: 'If you don't get 10 booked calls, ...'. */
      guarantee: text,
    }),
    /** Where the offer's button goes: '#book-call' for the page's calendar; else the booking page. */
    buttonTarget: target.optional(),
  }),
  words: {
    ...headlineWords('hero'),
    hero: { label: 'Headline' },
    video: { label: 'Video' },
    'video.src': {
      label: 'Video file',
      description:
        'An address starting https:// (a media host), or a file of the site such as /media/overview.mp4.',
    },
    'video.captions': {
      label: 'Captions file (WebVTT)',
      description:
        'On the same terms as the video; a media host must allow this site (docs/owner.md).',
    },
    'video.videoTitle': { label: 'Video name (for screen readers)' },
    'video.playLabel': { label: 'Play button (for screen readers)' },
    'video.titleCard': {
      label: 'Title card before the video plays',
      description: 'Drawn in the page (no picture to wait for).',
    },
    'video.unsupportedVideo': { label: 'Message when the browser cannot play video' },
    'video.captionsLabel': { label: "Captions' language (in the player's menu)" },
    'video.videoLink': { label: 'Link to the video file, under the player' },
    offer: { label: 'Offer' },
    'offer.buttonLabel': { label: 'Offer button' },
    'offer.guarantee': { label: 'Guarantee', description: 'One sentence beside the shield.' },
    buttonTarget: {
      label: 'Offer button goes to',
      description:
        "'#book-call' glides to this page's calendar; left empty, the booking page in a new tab.",
    },
  },
});
export type VideoHeroSection = z.output<typeof videoHero.schema>;
