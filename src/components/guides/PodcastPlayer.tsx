import { LoaderCircle, Pause, Play } from 'lucide-react';
import { useEffect, useId, useReducer, useRef } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { formatTime } from '../../lib/formatTime';
import { initialPlayerState, isActive, playerReducer } from '../../lib/podcastPlayer';
import { fillTemplate } from '../../lib/template';
import type { PodcastPlayerLabels, PodcastTranscript } from '../../schemas/guideWidgets';
import { PlaybackError } from './PlaybackError';
import { PodcastDetails } from './PodcastDetails';
import { PodcastSettings } from './PodcastSettings';
import { RangeSlider } from './RangeSlider';

export interface PodcastPlayerProps {
  /** The episode file (site.config media.podcastAudio). */
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
 * panel, all native controls. The state machine is `playerReducer`; this wires the `<audio>`
 * element to it. Before it runs, the same element shows the browser's own controls, so the
 * episode can be heard with no script; the details panel is a native `<details>` either way.
 */
export function PodcastPlayer(props: PodcastPlayerProps) {
  const { audioUrl, title, description, ctaText, labels, ctaHref, transcript } = props;
  const { className = '' } = props;
  const hydrated = useHydrated();
  const audioRef = useRef<HTMLAudioElement>(null);
  const playRef = useRef<HTMLButtonElement>(null);
  const reported = useRef(false);
  const [state, dispatch] = useReducer(playerReducer, initialPlayerState);
  const titleId = useId();
  const { status, currentTime, duration, rate, volume } = state;
  const known = Number.isFinite(duration) && duration > 0;

  const fail = (error: unknown) => {
    // play() refusing and the element's error event report the same failure: log it once.
    if (!reported.current) console.error('Error playing audio:', error);
    reported.current = true;
    dispatch({ type: 'error' });
  };

  const start = (audio: HTMLAudioElement) => {
    reported.current = false;
    dispatch({ type: 'play' });
    audio.play().catch((error: unknown) => {
      // A pause or a reload interrupting play() is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      fail(error);
    });
  };

  const retry = () => {
    const audio = audioRef.current;
    if (!audio) return;
    dispatch({ type: 'retry' });
    audio.load();
    start(audio);
    playRef.current?.focus();
  };

  const toggle = () => {
    const audio = audioRef.current;
    if (!audio) return;
    if (status === 'error') retry();
    else if (isActive(status)) {
      audio.pause();
      dispatch({ type: 'pause' });
    } else start(audio);
  };

  // The element may have moved on before the player woke up: metadata, a failure, or playing
  // from its own controls.
  // biome-ignore lint/correctness/useExhaustiveDependencies: read the element once, on waking up
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    dispatch({ type: 'durationChange', duration: audio.duration });
    dispatch({ type: 'timeUpdate', currentTime: audio.currentTime });
    if (audio.error) fail(audio.error);
    else if (!audio.paused) dispatch({ type: 'playing' });
  }, []);

  // The episode's length is fetched once the player runs, not with the page: a request that
  // finished before the first paint cost a slow phone's first text a round trip (LCP 1.28 s).
  useEffect(() => {
    const audio = audioRef.current;
    if (!hydrated || !audio) return;
    // Nothing known yet (HAVE_NOTHING) and nothing on its way (not NETWORK_LOADING).
    if (audio.readyState === 0 && audio.networkState !== 2) audio.load();
  }, [hydrated]);

  // Speed and volume live in the state; the element follows (a reload resets its speed).
  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
    audio.volume = volume;
    audio.muted = volume === 0;
  }, [rate, volume]);

  const seek = (time: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = time;
    dispatch({ type: 'seek', time });
  };

  const total = formatTime(duration);
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card border border-line-strong bg-ink-900 p-3 shadow-card sm:gap-x-4 sm:p-4 ${className}`}
    >
      <div className="flex min-w-0 basis-full items-center gap-3">
        {hydrated ? (
          <button
            ref={playRef}
            type="button"
            onClick={toggle}
            aria-label={isActive(status) ? labels.pause : labels.play}
            className="grid size-11 shrink-0 cursor-pointer place-items-center rounded-full bg-gradient-to-br from-violet-500 to-violet-700 text-white shadow-button transition hover:from-violet-400 hover:to-violet-600"
          >
            {status === 'loading' ? (
              <LoaderCircle aria-hidden="true" className="size-5 motion-safe:animate-spin" />
            ) : isActive(status) ? (
              <Pause aria-hidden="true" className="size-5 fill-current" />
            ) : (
              <Play aria-hidden="true" className="ml-0.5 size-5 fill-current" />
            )}
          </button>
        ) : null}
        <div className="min-w-0 flex-1">
          <div className="flex items-baseline justify-between gap-3">
            <p
              id={titleId}
              className="truncate font-display text-sm font-semibold text-paper sm:text-base"
            >
              {title}
            </p>
            {hydrated ? (
              // The seek slider says the same in words: '0:12 of 0:48'.
              <p aria-hidden="true" className="shrink-0 text-xs text-muted tabular-nums">
                {formatTime(currentTime)} {labels.timeSeparator} {total}
              </p>
            ) : null}
          </div>
          {hydrated ? (
            <RangeSlider
              label={labels.seek}
              valueText={fillTemplate(labels.seekValue, {
                current: formatTime(currentTime),
                duration: total,
              })}
              min={0}
              max={known ? duration : 0}
              step={1}
              value={known ? Math.min(currentTime, duration) : 0}
              disabled={!known}
              onChange={seek}
              className="w-full"
            />
          ) : null}
          {/* One element throughout: the browser's own controls until the player runs. */}
          {/* biome-ignore lint/a11y/useMediaCaption: speech only; its words are the transcript in the details panel */}
          <audio
            ref={audioRef}
            src={audioUrl}
            preload={hydrated ? 'metadata' : 'none'}
            controls={!hydrated}
            aria-label={title}
            onPlaying={() => dispatch({ type: 'playing' })}
            onWaiting={() => dispatch({ type: 'waiting' })}
            onPause={() => dispatch({ type: 'pause' })}
            onEnded={(event) => {
              event.currentTarget.currentTime = 0;
              dispatch({ type: 'ended' });
            }}
            onError={(event) => fail(event.currentTarget.error)}
            onTimeUpdate={(event) =>
              dispatch({ type: 'timeUpdate', currentTime: event.currentTarget.currentTime })
            }
            onDurationChange={(event) =>
              dispatch({ type: 'durationChange', duration: event.currentTarget.duration })
            }
            // Before the player runs, the browser's own controls stand in its row: 43 px tall, so
            // the panel is as tall as with the player's controls and nothing below moves.
            className={hydrated ? 'hidden' : 'mt-1 block h-[43px] w-full'}
          />
        </div>
      </div>
      {hydrated ? (
        <PodcastSettings
          rate={rate}
          volume={volume}
          labels={labels}
          onRate={(value) => dispatch({ type: 'setRate', rate: value })}
          onVolume={(value) => dispatch({ type: 'setVolume', volume: value })}
          onToggleMute={() => dispatch({ type: 'toggleMute' })}
        />
      ) : null}
      <PodcastDetails
        summary={labels.details}
        title={title}
        description={description}
        ctaText={ctaText}
        ctaHref={ctaHref}
        transcript={transcript}
      />
      {status === 'error' ? (
        <PlaybackError message={labels.error} retryLabel={labels.retry} onRetry={retry} />
      ) : null}
      {hydrated ? (
        <p className="sr-only" aria-live="polite">
          {status === 'loading' ? labels.loading : ''}
        </p>
      ) : null}
    </section>
  );
}
