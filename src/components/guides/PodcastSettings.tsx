import { Volume2, VolumeX } from 'lucide-react';
import { PLAYBACK_RATES, type PlaybackRate, VOLUME_STEP } from '../../lib/podcastPlayer';
import { fillTemplate } from '../../lib/template';
import type { PodcastPlayerLabels } from '../../schemas/guideWidgets';
import { RangeSlider } from './RangeSlider';

export interface PodcastSettingsProps {
  rate: PlaybackRate;
  /** 0 to 1; 0 is muted. */
  volume: number;
  labels: Pick<
    PodcastPlayerLabels,
    'speed' | 'speedOption' | 'volume' | 'volumeValue' | 'mute' | 'unmute'
  >;
  onRate: (rate: number) => void;
  onVolume: (volume: number) => void;
  onToggleMute: () => void;
}

/** The player's speed menu, mute toggle and volume slider: native controls in one row. */
export function PodcastSettings(props: PodcastSettingsProps) {
  const { rate, volume, labels, onRate, onVolume, onToggleMute } = props;
  return (
    <>
      <label className="flex items-center gap-2 text-xs font-medium text-muted">
        {/* The menu's 1× says what it is; phones keep the word for screen readers only. */}
        <span className="sr-only sm:not-sr-only">{labels.speed}</span>
        <select
          value={rate}
          onChange={(event) => onRate(Number(event.currentTarget.value))}
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
          onClick={onToggleMute}
          aria-label={volume === 0 ? labels.unmute : labels.mute}
          className="grid size-9 cursor-pointer place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-paper"
        >
          {volume === 0 ? (
            <VolumeX aria-hidden="true" className="size-4.5" />
          ) : (
            <Volume2 aria-hidden="true" className="size-4.5" />
          )}
        </button>
        <RangeSlider
          label={labels.volume}
          valueText={fillTemplate(labels.volumeValue, { percent: Math.round(volume * 100) })}
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={volume}
          onChange={onVolume}
          className="w-16 sm:w-24"
        />
      </div>
    </>
  );
}
