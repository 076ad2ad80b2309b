import {
  ChevronDown,
  LoaderCircle,
  Pause,
  Play,
  RotateCcw,
  TriangleAlert,
  Volume2,
  VolumeX,
} from 'lucide-react';
import { type CSSProperties, useEffect, useId, useReducer, useRef } from 'react';
import { useHydrated } from '../../hooks/useHydrated';
import { formatTime } from '../../lib/formatTime';
import {
  initialPlayerState,
  isActive,
  PLAYBACK_RATES,
  playerReducer,
  VOLUME_STEP,
} from '../../lib/podcastPlayer';
import { fillTemplate } from '../../lib/template';
import type { PodcastPlayerLabels, PodcastTranscript } from '../../schemas/shapes';

export type { PodcastPlayerLabels, PodcastTranscript };

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

/** A native range styled as a thin track filled up to `--fill`, with a round thumb. */
const rangeClass =
  'h-6 cursor-pointer appearance-none rounded-full bg-transparent bg-[linear-gradient(to_right,var(--color-violet-400)_var(--fill),rgb(255_255_255/0.14)_var(--fill))] bg-[length:100%_6px] bg-center bg-no-repeat disabled:cursor-default disabled:opacity-50 [&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-paper [&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-paper [&::-webkit-slider-thumb]:shadow-[0_0_0_4px_rgb(139_92_246/0.35)]';

const fill = (share: number) =>
  ({ '--fill': `${Math.round(share * 1000) / 10}%` }) as CSSProperties;

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

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.defaultPlaybackRate = rate;
    audio.playbackRate = rate;
  }, [rate]);

  useEffect(() => {
    const audio = audioRef.current;
    if (!audio) return;
    audio.volume = volume;
    audio.muted = volume === 0;
  }, [volume]);

  const seek = (time: number) => {
    const audio = audioRef.current;
    if (audio) audio.currentTime = time;
    dispatch({ type: 'seek', time });
  };

  const total = formatTime(duration);
  return (
    <section
      aria-labelledby={titleId}
      className={`flex flex-wrap items-center gap-x-3 gap-y-2 rounded-card sm:gap-x-4 border border-line-strong bg-ink-900/95 p-3 shadow-card backdrop-blur sm:p-4 ${className}`}
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
            <input
              type="range"
              aria-label={labels.seek}
              aria-valuetext={fillTemplate(labels.seekValue, {
                current: formatTime(currentTime),
                duration: total,
              })}
              min={0}
              max={known ? duration : 0}
              step={1}
              value={known ? Math.min(currentTime, duration) : 0}
              disabled={!known}
              onChange={(event) => seek(Number(event.currentTarget.value))}
              style={fill(known ? currentTime / duration : 0)}
              className={`${rangeClass} w-full`}
            />
          ) : null}
          {/* One element throughout: the browser's own controls until the player runs. */}
          {/* biome-ignore lint/a11y/useMediaCaption: speech only; its words are the transcript in the details panel */}
          <audio
            ref={audioRef}
            src={audioUrl}
            preload="metadata"
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
            className={hydrated ? 'hidden' : 'mt-1 block h-10 w-full'}
          />
        </div>
      </div>
      {hydrated ? (
        <>
          <label className="flex items-center gap-2 text-xs font-medium text-muted">
            {/* The menu's 1× says what it is; phones keep the word for screen readers only. */}
            <span className="sr-only sm:not-sr-only">{labels.speed}</span>
            <select
              value={rate}
              onChange={(event) =>
                dispatch({ type: 'setRate', rate: Number(event.currentTarget.value) })
              }
              className="cursor-pointer rounded-lg border border-line-strong bg-ink-800 px-2 py-1.5 text-xs font-semibold text-paper"
            >
              {PLAYBACK_RATES.map((option) => (
                <option key={option} value={option}>
                  {fillTemplate(labels.speedOption, { rate: option })}
                </option>
              ))}
            </select>
          </label>
          <div className="flex items-center gap-1.5">
            <button
              type="button"
              onClick={() => dispatch({ type: 'toggleMute' })}
              aria-label={volume === 0 ? labels.unmute : labels.mute}
              className="grid size-9 cursor-pointer place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-paper"
            >
              {volume === 0 ? (
                <VolumeX aria-hidden="true" className="size-4.5" />
              ) : (
                <Volume2 aria-hidden="true" className="size-4.5" />
              )}
            </button>
            <input
              type="range"
              aria-label={labels.volume}
              aria-valuetext={fillTemplate(labels.volumeValue, {
                percent: Math.round(volume * 100),
              })}
              min={0}
              max={1}
              step={VOLUME_STEP}
              value={volume}
              onChange={(event) =>
                dispatch({ type: 'setVolume', volume: Number(event.currentTarget.value) })
              }
              style={fill(volume)}
              className={`${rangeClass} w-16 sm:w-24`}
            />
          </div>
        </>
      ) : null}
      <details className="group ml-auto text-sm open:ml-0 open:basis-full">
        <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md py-1 text-xs font-semibold text-violet-300 hover:text-paper [&::-webkit-details-marker]:hidden">
          {labels.details}
          <ChevronDown
            aria-hidden="true"
            className="size-4 transition group-open:rotate-180 motion-reduce:transition-none"
          />
        </summary>
        <div className="mt-2 max-h-[40vh] overflow-y-auto border-t border-line pt-3">
          <p className="font-display font-semibold text-paper">{title}</p>
          <p className="mt-1.5 leading-relaxed text-muted">{description}</p>
          {ctaHref ? (
            <a
              href={ctaHref}
              className="mt-2 inline-block font-semibold text-mint-300 underline decoration-mint-300/40 underline-offset-4 hover:decoration-mint-300"
            >
              {ctaText}
            </a>
          ) : (
            <p className="mt-2 font-semibold text-mint-300">{ctaText}</p>
          )}
          {transcript ? (
            <div className="mt-4 border-t border-line pt-3">
              <p className="text-xs font-semibold tracking-wider text-subtle uppercase">
                {transcript.heading}
              </p>
              {transcript.paragraphs.map((paragraph) => (
                <p key={paragraph} className="mt-2 leading-relaxed text-muted">
                  {paragraph}
                </p>
              ))}
            </div>
          ) : null}
        </div>
      </details>
      {status === 'error' ? (
        <div
          role="alert"
          className="flex basis-full items-center gap-3 rounded-xl border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-paper"
        >
          <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />
          <span className="flex-1">{labels.error}</span>
          <button
            type="button"
            onClick={retry}
            className="inline-flex cursor-pointer items-center gap-1.5 rounded-pill border border-line-strong bg-white/5 px-3 py-1.5 text-xs font-semibold hover:border-violet-400"
          >
            <RotateCcw aria-hidden="true" className="size-3.5" />
            {labels.retry}
          </button>
        </div>
      ) : null}
      {hydrated ? (
        <p className="sr-only" aria-live="polite">
          {status === 'loading' ? labels.loading : ''}
        </p>
      ) : null}
    </section>
  );
}
