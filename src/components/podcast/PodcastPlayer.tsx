import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useId } from 'react';
import { fillTemplate } from '../../lib/template';
import type { PodcastPlayerLabels, PodcastTranscript } from '../../schemas/guideWidgets';
import { formatTime } from './formatTime';
import { PlaybackError } from './PlaybackError';
import { PodcastDetails } from './PodcastDetails';
import { PodcastSettings } from './PodcastSettings';
import { RangeSlider } from './RangeSlider';

export interface PodcastPlayerProps {
  /** The episode file: the guide's `podcast.audioUrl`. */
  audioUrl: string;
  /** The episode's title: shown in the bar, and names the player. */
  title: string;
  /** Shown in the details panel. */
  description: string;
  /** The closing line of the details panel. */
  ctaText: string;
  /** Every word the player shows or announces. */
  labels: PodcastPlayerLabels;
  /** Where the CTA text links to; without it the CTA is plain text. */
  ctaHref?: string | undefined;
  /**
   * What the episode says, in words, for visitors who cannot listen: shown at the end of the
   * details panel under its heading.
   */
  transcript?: PodcastTranscript | undefined;
  /** Classes for the outer card, such as `sticky top-20` placed by the page. */
  className?: string | undefined;
}

/**
 * The guide's podcast player: play/pause, seek, time, speed, volume with mute, and a details
 * panel, all native controls. Drawn at build; src/components/podcast/podcast.ts runs it. Until then its
 * controls are hidden and the same `<audio>` element shows the browser's own controls, so the
 * episode can be heard with no script; the details panel is a native `<details>` either way.
 */
export function PodcastPlayer(props: PodcastPlayerProps) {
  const { audioUrl, title, description, ctaText, labels, ctaHref, transcript } = props;
  const { className = '' } = props;
  const titleId = useId();
  const zero = formatTime(0);
  return (
    <section
      aria-labelledby={titleId}
      data-podcast={JSON.stringify(labels)}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line-strong bg-ink-900 p-3 shadow-card sm:gap-x-4 sm:p-4 ${className}`}
    >
      <div className="flex min-w-0 basis-full items-center gap-3">
        <button
          type="button"
          hidden
          data-podcast-control
          data-podcast-toggle
          aria-label={labels.play}
          className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-gradient-to-br from-violet-500 to-violet-700 text-white shadow-button transition hover:from-violet-400 hover:to-violet-600"
        >
          <LoaderCircle
            aria-hidden="true"
            data-shows="loading"
            className="hidden size-5 motion-safe:animate-spin"
          />
          <Pause aria-hidden="true" data-shows="pause" className="hidden size-5 fill-current" />
          <Play aria-hidden="true" data-shows="play" className="ml-0.5 size-5 fill-current" />
        </button>
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p
              id={titleId}
              className="truncate font-display text-sm font-semibold text-paper sm:text-base"
            >
              {title}
            </p>
            {/* The seek slider says the same in words: '0:12 of 0:48'. */}
            <p
              hidden
              aria-hidden="true"
              data-podcast-control
              data-podcast-time
              className="shrink-0 text-xs text-muted tabular-nums"
            >
              {zero} {labels.timeSeparator} {zero}
            </p>
          </div>
          <RangeSlider
            part="seek"
            label={labels.seek}
            valueText={fillTemplate(labels.seekValue, { current: zero, duration: zero })}
            min={0}
            max={0}
            step={1}
            value={0}
            className="w-full"
          />
          {/* One element throughout: the browser's own controls until the player runs. Those
              stand in its row at 43 px, as tall as the player's own, so nothing below moves. */}
          {/* biome-ignore lint/a11y/useMediaCaption: speech only; its words are the transcript in the details panel */}
          <audio
            src={audioUrl}
            preload="none"
            controls
            aria-label={title}
            className="mt-1 block h-[43px] w-full"
          />
        </div>
      </div>
      <PodcastSettings labels={labels} />
      <PodcastDetails
        summary={labels.details}
        title={title}
        description={description}
        ctaText={ctaText}
        ctaHref={ctaHref}
        transcript={transcript}
      />
      {/* Shown when the audio fails: put in the page then, so it is announced as it appears. */}
      <template data-podcast-error>
        <PlaybackError message={labels.error} retryLabel={labels.retry} />
      </template>
      <p className="sr-only" aria-live="polite" data-podcast-status />
    </section>
  );
}
