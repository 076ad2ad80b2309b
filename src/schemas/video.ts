/** Copy shapes for the site's video player (src/components/video/VideoPlayer.tsx). */
import { z } from 'astro/zod';
import { text } from './shapes';

/** A still a video can show until it plays: a title card drawn in the page, not an image. */
export const videoTitleCard = z.strictObject({
  /** The small label at the top, e.g. the audience. */
  eyebrow: text,
  /** The one big figure, e.g. '10 calls'. */
  figure: text,
  /** The line under it, e.g. 'booked in 60 days'. */
  line: text,
  /** One short sentence under that. */
  sub: text,
});
export type VideoTitleCard = z.infer<typeof videoTitleCard>;
