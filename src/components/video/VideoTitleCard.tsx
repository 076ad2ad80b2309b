import type { VideoTitleCard as VideoTitleCardCopy } from '../../schemas/video';

/**
 * A video's still drawn in the page rather than fetched: the promise in one figure, on the site's
 * night ground, filling the player's 16:9 frame. Its sizes follow the frame's width (container
 * units), so it reads the same on a phone and a desktop and stays sharp at any pixel density.
 * It repeats the page's headline, so assistive technology skips it; the player is named.
 */
export function VideoTitleCard({ eyebrow, figure, line, sub }: VideoTitleCardCopy) {
  return (
    <div
      aria-hidden="true"
      className="@container absolute inset-px overflow-hidden rounded-[calc(var(--radius-card)-1px)] bg-ink-950 bg-[radial-gradient(ellipse_60%_70%_at_76%_34%,rgb(124_58_237/0.5),transparent_70%),radial-gradient(ellipse_50%_60%_at_8%_100%,rgb(52_199_143/0.22),transparent_70%)] select-none"
    >
      {/* Container units measure the nearest container above, so the padding sits inside it. */}
      <div className="px-[7.5cqw] py-[8.5cqw]">
        <p className="inline-flex items-center gap-[0.9cqw] rounded-pill border border-line-strong bg-white/5 px-[1.6cqw] py-[0.8cqw] text-[max(0.5625rem,1.35cqw)] font-semibold tracking-[0.2em] text-mint-300 uppercase">
          <span className="size-[max(0.3rem,0.7cqw)] rounded-full bg-mint-400" />
          {eyebrow}
        </p>
        <p className="text-gradient mt-[2cqw] font-display text-[15cqw] leading-[0.95] font-bold tracking-[-0.05em] whitespace-nowrap">
          {figure}
        </p>
        <p className="mt-[0.6cqw] font-display text-[5.9cqw] leading-[1.05] font-bold tracking-[-0.03em] text-paper">
          {line}
        </p>
        <p className="mt-[1.7cqw] text-[max(0.6875rem,2.1cqw)] text-muted">{sub}</p>
      </div>
    </div>
  );
}
