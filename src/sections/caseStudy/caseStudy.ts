/** A case study: the client's quote beside the video (its file and captions in the settings). */
import { z } from 'astro/zod';
import { intro } from '../../editor/words/shared';
import { picturePath, sectionIntro, text, videoLink } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const caseStudy = sectionKind({
  label: 'Case study video with its quote',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    quote: z.strictObject({ text, author: text, role: text, company: text }),
    disclaimer: text,
    /** The video's accessible name. */
    videoTitle: text,
    /** The name of the play button over the still. */
    playLabel: text,
    unsupportedVideo: text,
    /** The captions track's name in the player's menu: the captions' language. */
    captionsLabel: text,
    videoLink,
    /** What the player shows until it plays; decorative, as the player is named. */
    still: picturePath,
  }),
  words: {
    ...intro('intro', 'Case study'),
    quote: {
      label: 'Client quote',
      description:
        'PLACEHOLDER CLIENT: replace with the real person, role and company (with their consent).',
    },
    videoTitle: { label: 'Video name (for screen readers)' },
    playLabel: { label: 'Play button (for screen readers)' },
    unsupportedVideo: { label: 'Message when the browser cannot play video' },
    captionsLabel: {
      label: 'Captions language',
      description: "The captions' name in the player's menu, e.g. English.",
    },
    videoLink: { label: 'Link under the video ("Video not playing?")' },
    still: {
      label: 'Picture before the video plays',
      description:
        'A 16:9 picture at least 1600 px wide. It only decorates: the player is named above.',
    },
  },
  defaultAnchor: 'case-studies',
  reveal: true,
});
export type CaseStudySection = z.output<typeof caseStudy.schema>;
