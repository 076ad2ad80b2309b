import type { CSSProperties } from 'react';

export interface RangeSliderProps {
  /** Which of the player's sliders it is: the script finds it by this. */
  part: 'seek' | 'volume';
  /** The slider's accessible name: 'Seek', 'Volume'. */
  label: string;
  /** The value read out in words: '0:12 of 0:48', '40%'. */
  valueText: string;
  min: number;
  max: number;
  step: number;
  value: number;
  /** Its width, such as `w-full`. */
  className?: string | undefined;
}

/**
 * A native range (arrows, Page Up/Down, Home and End work), drawn as a filled thin track up to
 * its `--fill`. Hidden, and disabled while there is nothing to set, until the player runs.
 */
export function RangeSlider(props: RangeSliderProps) {
  const { part, label, valueText, min, max, step, value, className = '' } = props;
  const share = max > min ? (value - min) / (max - min) : 0;
  return (
    <input
      type="range"
      hidden
      disabled={max <= min}
      data-podcast-control
      data-podcast-range={part}
      aria-label={label}
      aria-valuetext={valueText}
      min={min}
      max={max}
      step={step}
      defaultValue={value}
      style={{ '--fill': `${Math.round(share * 1000) / 10}%` } as CSSProperties}
      className={`h-6 cursor-pointer appearance-none rounded-full bg-transparent bg-[linear-gradient(to_right,var(--color-violet-400)_var(--fill),rgb(255_255_255/0.14)_var(--fill))] bg-[length:100%_6px] bg-center bg-no-repeat disabled:cursor-default disabled:opacity-50 [&::-moz-range-thumb]:size-3.5 [&::-moz-range-thumb]:rounded-full [&::-moz-range-thumb]:border-0 [&::-moz-range-thumb]:bg-paper [&::-webkit-slider-thumb]:size-3.5 [&::-webkit-slider-thumb]:appearance-none [&::-webkit-slider-thumb]:rounded-full [&::-webkit-slider-thumb]:bg-paper [&::-webkit-slider-thumb]:shadow-[0_0_0_4px_rgb(139_92_246/0.35)] ${className}`}
    />
  );
}
