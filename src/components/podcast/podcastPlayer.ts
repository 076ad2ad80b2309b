/**
 * The podcast player's state machine, free of the DOM: the component turns clicks and the
 * `<audio>` element's events into these actions and copies the result back onto the element.
 *
 *   idle --play--> loading --playing--> playing --pause--> paused --play--> loading ...
 *   any --error--> error --retry--> loading;  playing --ended--> idle at 0:00
 */

export type PlayerStatus = 'idle' | 'loading' | 'playing' | 'paused' | 'error';

/** The playback speeds on offer (product.md: 1, 1.5 and 2). */
export const PLAYBACK_RATES = [1, 1.5, 2] as const;
export type PlaybackRate = (typeof PLAYBACK_RATES)[number];

/** The volume slider's step (product.md: 0.1). */
export const VOLUME_STEP = 0.1;

export interface PlayerState {
  status: PlayerStatus;
  /** Seconds from the start. */
  currentTime: number;
  /** Seconds; NaN until the browser knows it. */
  duration: number;
  rate: PlaybackRate;
  /** 0 to 1 in steps of 0.1; 0 is muted. */
  volume: number;
  /** The last volume above 0, which unmuting restores. */
  volumeBeforeMute: number;
  /** How many times the visitor asked to reload the audio after an error. */
  reloads: number;
}

export type PlayerAction =
  /** The visitor pressed play (or the audio was already playing when the player woke up). */
  | { type: 'play' }
  /** The element's `playing` event: sound is coming out. */
  | { type: 'playing' }
  /** The element's `waiting` event: it ran out of data while playing. */
  | { type: 'waiting' }
  /** The visitor pressed pause, or the element's `pause` event. */
  | { type: 'pause' }
  /** The element's `ended` event. */
  | { type: 'ended' }
  /** The element's `error` event, or play() refused. */
  | { type: 'error' }
  /** The visitor pressed Retry. */
  | { type: 'retry' }
  | { type: 'timeUpdate'; currentTime: number }
  | { type: 'durationChange'; duration: number }
  /** The visitor moved the seek slider. */
  | { type: 'seek'; time: number }
  | { type: 'setRate'; rate: number }
  | { type: 'setVolume'; volume: number }
  | { type: 'toggleMute' };

export const initialPlayerState: PlayerState = {
  status: 'idle',
  currentTime: 0,
  duration: Number.NaN,
  rate: 1,
  volume: 1,
  volumeBeforeMute: 1,
  reloads: 0,
};

/** A volume on the slider's scale: clamped to 0-1 and rounded to the nearest step. */
export function clampVolume(volume: number): number {
  if (!Number.isFinite(volume)) return 0;
  const steps = Math.round(Math.min(1, Math.max(0, volume)) / VOLUME_STEP);
  return Math.round(steps * VOLUME_STEP * 10) / 10;
}

/** True when the rate is one the player offers. */
export function isPlaybackRate(rate: number): rate is PlaybackRate {
  return (PLAYBACK_RATES as readonly number[]).includes(rate);
}

/** True while the visitor wants sound: the play button reads 'Pause' then. */
export function isActive(status: PlayerStatus): boolean {
  return status === 'playing' || status === 'loading';
}

export function playerReducer(state: PlayerState, action: PlayerAction): PlayerState {
  switch (action.type) {
    case 'play':
      return isActive(state.status) ? state : { ...state, status: 'loading' };
    case 'playing':
      return state.status === 'error' ? state : { ...state, status: 'playing' };
    case 'waiting':
      return state.status === 'playing' ? { ...state, status: 'loading' } : state;
    case 'pause':
      return isActive(state.status) ? { ...state, status: 'paused' } : state;
    case 'ended':
      // Back to the start, ready to play again from the top.
      return { ...state, status: 'idle', currentTime: 0 };
    case 'error':
      return { ...state, status: 'error' };
    case 'retry':
      return state.status === 'error'
        ? { ...state, status: 'loading', reloads: state.reloads + 1 }
        : state;
    case 'timeUpdate':
      return Number.isFinite(action.currentTime)
        ? { ...state, currentTime: Math.max(0, action.currentTime) }
        : state;
    case 'durationChange':
      return { ...state, duration: action.duration };
    case 'seek': {
      const end = Number.isFinite(state.duration) ? state.duration : 0;
      const time = Number.isFinite(action.time) ? Math.min(end, Math.max(0, action.time)) : 0;
      return { ...state, currentTime: time };
    }
    case 'setRate':
      return isPlaybackRate(action.rate) ? { ...state, rate: action.rate } : state;
    case 'setVolume': {
      const volume = clampVolume(action.volume);
      return { ...state, volume, volumeBeforeMute: volume > 0 ? volume : state.volumeBeforeMute };
    }
    case 'toggleMute':
      return state.volume > 0
        ? { ...state, volume: 0, volumeBeforeMute: state.volume }
        : { ...state, volume: state.volumeBeforeMute > 0 ? state.volumeBeforeMute : 1 };
  }
}
