export interface VideoPlayerProps {
  /** The video file: a URL, or a path from the site root (site.config media). */
  src: string;
  /** The still frame shown before it plays. */
  poster: string;
  /** The player's accessible name. */
  title: string;
  /** Shown by a browser that cannot play video: SPEC's 'Your browser does not support...'. */
  unsupportedText: string;
  /** A WebVTT captions file: the captions track, shown from the first play, when given. */
  captionsSrc?: string | undefined;
  /** The captions track's name in the player's menu, e.g. 'English'. */
  captionsLabel: string;
  /** Defaults to 'video/mp4'. */
  type?: string | undefined;
  /** 'eager' where the player is on the first screen; elsewhere the still waits until it is near. */
  posterLoading?: 'eager' | 'lazy' | undefined;
}

/**
 * The site's one video player: the browser's own controls in a glowing frame, a still, captions
 * when supplied (on from the first play), nothing fetched until the visitor presses play and never
 * autoplaying. The width
 * and height reserve a 16:9 frame before the still arrives, so nothing shifts.
 *
 * The still is an image behind the (transparent until it plays) video rather than its `poster`:
 * a poster is fetched as soon as the page is, even far down it, and competes with the first screen
 * for a phone's bandwidth; an image can wait until it is near (`loading="lazy"`), with no script.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  unsupportedText,
  captionsSrc,
  captionsLabel,
  type = 'video/mp4',
  posterLoading = 'lazy',
}: VideoPlayerProps) {
  return (
    <div className="relative rounded-card bg-gradient-to-br from-violet-400/60 via-line-strong to-mint-400/50 p-px shadow-glow">
      <img
        src={poster}
        alt=""
        width={1600}
        height={900}
        loading={posterLoading}
        decoding="async"
        className="absolute inset-px block h-[calc(100%-2px)] w-[calc(100%-2px)] rounded-[calc(var(--radius-card)-1px)] bg-ink-950 object-cover"
      />
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track renders whenever the owner supplies captionsSrc */}
      <video
        controls
        preload="none"
        playsInline
        width={1600}
        height={900}
        aria-label={title}
        className="video-over-still relative block aspect-video h-auto w-full rounded-[calc(var(--radius-card)-1px)] object-cover"
      >
        <source src={src} type={type} />
        {captionsSrc ? (
          // Not `default`: that is fetched with the page. BaseLayout's inline script
          // (src/lib/captionsOnPlay.ts) turns it on at the first play.
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
    </div>
  );
}
