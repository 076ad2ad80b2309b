import { Play } from 'lucide-react';
import type { ResponsiveImage } from '../../lib/responsiveImage';
import type { VideoTitleCard as VideoTitleCardCopy } from '../../schemas/video';
import { ResponsivePicture } from '../ui/ResponsivePicture';
import { VideoTitleCard } from './VideoTitleCard';

export interface VideoPlayerProps {
  /** The video file: a URL, or a path from the site root (site.config media). */
  src: string;
  /** The still shown before it plays: a picture cut to the player's widths by astro:assets... */
  still?: ResponsiveImage | undefined;
  /** ...or a title card drawn in the page, with nothing to fetch (the first screen's choice). */
  titleCard?: VideoTitleCardCopy | undefined;
  /** The player's accessible name. */
  title: string;
  /** The play button's name, e.g. 'Play the case study'. */
  playLabel: string;
  /** Shown by a browser that cannot play video: product.md's 'Your browser does not support...'. */
  unsupportedText: string;
  /** A WebVTT captions file: the captions track, shown from the first play, when given. */
  captionsSrc?: string | undefined;
  /** The captions track's name in the player's menu, e.g. 'English'. */
  captionsLabel: string;
  /** Defaults to 'video/mp4'. */
  type?: string | undefined;
}

const inner = 'rounded-[calc(var(--radius-card)-1px)]';

/**
 * The site's one video player: a still with a play button in a glowing frame, then the browser's
 * own controls, captions when supplied (on from the first play), nothing fetched until the
 * visitor presses play and never autoplaying. The width and height reserve a 16:9 frame, so
 * nothing shifts.
 *
 * The still is a picture behind the (transparent until it plays) video rather than its `poster`,
 * which is fetched as soon as the page is, even far down it, and takes one address for every
 * screen; the picture waits until it is near (`loading="lazy"`) and comes at the width the player
 * is drawn, in AVIF or WebP. The play button is a link to the file: the page's VideoBehaviours script
 * (src/components/video/playOnPress.ts) turns a press into the controls and playback, and without script the
 * browser opens the file. The controls wait for that press because Chromium draws them from
 * images loaded with the page, beside the fonts.
 */
export function VideoPlayer({
  src,
  still,
  titleCard,
  title,
  playLabel,
  unsupportedText,
  captionsSrc,
  captionsLabel,
  type = 'video/mp4',
}: VideoPlayerProps) {
  return (
    <div className="relative rounded-card bg-gradient-to-br from-violet-400/60 via-line-strong to-mint-400/50 p-px shadow-glow">
      {titleCard ? (
        <VideoTitleCard {...titleCard} />
      ) : still ? (
        <ResponsivePicture
          image={still}
          alt=""
          loading="lazy"
          decoding="async"
          className={`absolute inset-px block h-[calc(100%-2px)] w-[calc(100%-2px)] ${inner} bg-ink-950 object-cover`}
        />
      ) : null}
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track renders whenever the owner supplies captionsSrc */}
      <video
        // Captions on another host load only when asked for with CORS (the host then answers
        // Access-Control-Allow-Origin for them and the video); site files need no such answer.
        crossOrigin={captionsSrc?.includes('://') ? 'anonymous' : undefined}
        preload="none"
        playsInline
        width={1600}
        height={900}
        aria-label={title}
        className={`video-over-still relative block aspect-video h-auto w-full ${inner} object-cover`}
      >
        <source src={src} type={type} />
        {captionsSrc ? (
          // Not `default`: that is fetched with the page. BaseLayout's inline script
          // (src/components/video/captionsOnPlay.ts) turns it on at the first play.
          <track
            kind="captions"
            src={captionsSrc}
            srcLang="en"
            label={captionsLabel}
            data-captions-on-play=""
          />
        ) : null}
        {unsupportedText}
      </video>
      <a
        href={src}
        type={type}
        data-video-play=""
        className={`group @container absolute inset-px ${inner} focus-visible:outline-offset-4`}
      >
        <span className="absolute top-[44%] right-[11cqw] grid size-[max(3.5rem,14cqw)] -translate-y-1/2 place-items-center rounded-full bg-gradient-to-br from-violet-500 to-violet-700 text-paper shadow-[0_0_0_max(0.75rem,3cqw)_rgb(139_92_246/0.14),0_0_0_max(1.75rem,7cqw)_rgb(255_255_255/0.03)] transition-transform duration-200 group-hover:scale-105 motion-reduce:transition-none">
          <Play aria-hidden="true" className="ml-[6%] size-[42%] fill-current" strokeWidth={0} />
        </span>
        <span className="sr-only">{playLabel}</span>
      </a>
    </div>
  );
}
