import { Volume2, VolumeX } from 'lucide-react';
import { fillTemplate } from '../../lib/template';
import type { PodcastPlayerLabels } from '../../schemas/guideWidgets';
import { PLAYBACK_RATES, VOLUME_STEP } from './podcastPlayer';
import { RangeSlider } from './RangeSlider';

export interface PodcastSettingsProps {
  labels: Pick<
    PodcastPlayerLabels,
    'speed' | 'speedOption' | 'volume' | 'volumeValue' | 'mute' | 'unmute'
  >;
}

/**
 * The player's speed menu, mute toggle and volume slider: native controls in one row, at 1x and
 * full volume, hidden until the player runs.
 */
export function PodcastSettings({ labels }: PodcastSettingsProps) {
  return (
    <>
      <label
        hidden
        data-podcast-control
        className="flex items-center gap-2 text-xs font-medium text-muted"
      >
        {/* The menu's 1× says what it is; phones keep the word for screen readers only. */}
        <span className="sr-only sm:not-sr-only">{labels.speed}</span>
        <select
          data-podcast-rate
          defaultValue={PLAYBACK_RATES[0]}
          className="cursor-pointer rounded-lg border border-line-strong bg-ink-800 px-2 py-1.5 text-xs font-semibold text-paper"
        >
          {PLAYBACK_RATES.map((option) => (
            <option key={option} value={option}>
              {fillTemplate(labels.speedOption, { rate: option })}
            </option>
          ))}
        </select>
      </label>
      <div hidden data-podcast-control className="flex items-center gap-1.5">
        <button
          type="button"
          data-podcast-mute
          aria-label={labels.mute}
          className="grid size-9 cursor-pointer place-items-center rounded-full text-muted transition hover:bg-white/5 hover:text-paper"
        >
          <VolumeX aria-hidden="true" data-shows="muted" className="hidden size-4.5" />
          <Volume2 aria-hidden="true" data-shows="sound" className="size-4.5" />
        </button>
        <RangeSlider
          part="volume"
          label={labels.volume}
          valueText={fillTemplate(labels.volumeValue, { percent: 100 })}
          min={0}
          max={1}
          step={VOLUME_STEP}
          value={1}
          className="w-16 sm:w-24"
        />
      </div>
    </>
  );
}
