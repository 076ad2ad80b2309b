export interface VideoPlayerProps {
  /** The video file: a URL, or a path from the site root (site.config media). */
  src: string;
  /** The still frame shown before it plays. */
  poster: string;
  /** The player's accessible name. */
  title: string;
  /** Shown by a browser that cannot play video: SPEC's 'Your browser does not support...'. */
  unsupportedText: string;
  /** A WebVTT captions file; rendered as the default captions track when given. */
  captionsSrc?: string | undefined;
  /** The captions track's name in the player's menu, e.g. 'English'. */
  captionsLabel: string;
  /** Defaults to 'video/mp4'. */
  type?: string | undefined;
}

/**
 * The site's one video player: the browser's own controls in a glowing frame, a poster, captions
 * when supplied, nothing fetched until the visitor presses play and never autoplaying. The width
 * and height reserve a 16:9 frame before the poster arrives, so nothing shifts.
 */
export function VideoPlayer({
  src,
  poster,
  title,
  unsupportedText,
  captionsSrc,
  captionsLabel,
  type = 'video/mp4',
}: VideoPlayerProps) {
  return (
    <div className="rounded-card bg-gradient-to-br from-violet-400/60 via-line-strong to-mint-400/50 p-px shadow-glow">
      {/* biome-ignore lint/a11y/useMediaCaption: the captions track renders whenever the owner supplies captionsSrc */}
      <video
        controls
        preload="none"
        playsInline
        poster={poster}
        width={1600}
        height={900}
        aria-label={title}
        className="block aspect-video h-auto w-full rounded-[calc(var(--radius-card)-1px)] bg-ink-950 object-cover"
      >
        <source src={src} type={type} />
        {captionsSrc ? (
          <track kind="captions" src={captionsSrc} srcLang="en" label={captionsLabel} default />
        ) : null}
        {unsupportedText}
      </video>
    </div>
  );
}
