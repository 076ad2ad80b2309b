/**
 * Runs the podcast player drawn at build (src/components/podcast/PodcastPlayer.tsx): shows its
 * controls in place of the browser's own, and keeps them and the `<audio>` element in step
 * through the state machine in ./podcastPlayer.ts. It imports nothing another script imports,
 * so Astro writes it into the page (astro.config.ts): no request before the first screen.
 */

import type { PodcastPlayerLabels } from '../../schemas/guideWidgets';
import { formatTime } from './formatTime';
import {
  initialPlayerState,
  isActive,
  type PlayerAction,
  type PlayerState,
  playerReducer,
} from './podcastPlayer';

function part<T extends Element>(root: Element, selector: string): T {
  const found = root.querySelector<T>(selector);
  if (!found) throw new Error(`The podcast player has no ${selector}.`);
  return found;
}

/** Shows, of the icons marked `data-shows`, the one named `shown`. */
function showIcon(button: Element, shown: string) {
  for (const icon of button.querySelectorAll<SVGElement>('[data-shows]')) {
    icon.classList.toggle('hidden', icon.dataset.shows !== shown);
  }
}

/** A slider's value, and the share of its track drawn filled. */
function setRange(range: HTMLInputElement, value: number, max: number, words: string) {
  range.max = String(max);
  range.value = String(value);
  range.setAttribute('aria-valuetext', words);
  range.style.setProperty('--fill', `${max > 0 ? Math.round((value / max) * 1000) / 10 : 0}%`);
}

/** Runs one player; returns what stops it. */
export function bindPodcast(root: HTMLElement): () => void {
  // Its words, carried in its `data-podcast` attribute; the schema holds each phrase to its slots.
  const words = JSON.parse(root.dataset.podcast ?? '{}') as PodcastPlayerLabels;
  const audio = part<HTMLAudioElement>(root, 'audio');
  const toggle = part<HTMLButtonElement>(root, '[data-podcast-toggle]');
  const time = part<HTMLElement>(root, '[data-podcast-time]');
  const seek = part<HTMLInputElement>(root, '[data-podcast-range="seek"]');
  const volume = part<HTMLInputElement>(root, '[data-podcast-range="volume"]');
  const speed = part<HTMLSelectElement>(root, '[data-podcast-rate]');
  const mute = part<HTMLButtonElement>(root, '[data-podcast-mute]');
  const status = part<HTMLElement>(root, '[data-podcast-status]');
  const warning = part<HTMLTemplateElement>(root, 'template[data-podcast-error]');
  const listening = new AbortController();
  const { signal } = listening;
  let state: PlayerState = initialPlayerState;
  let reported = false;
  let alert: HTMLElement | null = null;

  const show = () => {
    const { currentTime, duration } = state;
    const known = Number.isFinite(duration) && duration > 0;
    const total = formatTime(duration);
    toggle.setAttribute('aria-label', isActive(state.status) ? words.pause : words.play);
    const icon = state.status === 'loading' ? 'loading' : isActive(state.status) ? 'pause' : 'play';
    showIcon(toggle, icon);
    time.textContent = `${formatTime(currentTime)} ${words.timeSeparator} ${total}`;
    const position = words.seekValue
      .replace('{current}', formatTime(currentTime))
      .replace('{duration}', total);
    setRange(seek, known ? Math.min(currentTime, duration) : 0, known ? duration : 0, position);
    seek.disabled = !known;
    speed.value = String(state.rate);
    const percent = String(Math.round(state.volume * 100));
    setRange(volume, state.volume, 1, words.volumeValue.replace('{percent}', percent));
    mute.setAttribute('aria-label', state.volume === 0 ? words.unmute : words.mute);
    showIcon(mute, state.volume === 0 ? 'muted' : 'sound');
    status.textContent = state.status === 'loading' ? words.loading : '';
    if (state.status === 'error' && !alert) {
      alert = warning.content.firstElementChild?.cloneNode(true) as HTMLElement;
      part(alert, '[data-podcast-retry]').addEventListener('click', retry, { signal });
      warning.before(alert);
    } else if (state.status !== 'error' && alert) {
      alert.remove();
      alert = null;
    }
  };

  const dispatch = (action: PlayerAction) => {
    state = playerReducer(state, action);
    show();
  };

  // Speed and volume live in the state; the element follows (a reload resets its speed).
  const follow = (action: PlayerAction) => {
    dispatch(action);
    audio.defaultPlaybackRate = state.rate;
    audio.playbackRate = state.rate;
    audio.volume = state.volume;
    audio.muted = state.volume === 0;
  };

  const fail = (error: unknown) => {
    // play() refusing and the element's error event report the same failure: log it once.
    if (!reported) console.error('Error playing audio:', error);
    reported = true;
    dispatch({ type: 'error' });
  };

  const start = () => {
    reported = false;
    dispatch({ type: 'play' });
    audio.play().catch((error: unknown) => {
      // A pause or a reload interrupting play() is not a failure.
      if (error instanceof DOMException && error.name === 'AbortError') return;
      fail(error);
    });
  };

  function retry() {
    dispatch({ type: 'retry' });
    audio.load();
    start();
    toggle.focus();
  }

  const on = (target: EventTarget, type: string, run: () => void) =>
    target.addEventListener(type, run, { signal });

  on(toggle, 'click', () => {
    if (state.status === 'error') retry();
    else if (isActive(state.status)) {
      audio.pause();
      dispatch({ type: 'pause' });
    } else start();
  });
  on(seek, 'input', () => {
    audio.currentTime = Number(seek.value);
    dispatch({ type: 'seek', time: Number(seek.value) });
  });
  on(speed, 'change', () => follow({ type: 'setRate', rate: Number(speed.value) }));
  on(volume, 'input', () => follow({ type: 'setVolume', volume: Number(volume.value) }));
  on(mute, 'click', () => follow({ type: 'toggleMute' }));
  on(audio, 'playing', () => dispatch({ type: 'playing' }));
  on(audio, 'waiting', () => dispatch({ type: 'waiting' }));
  on(audio, 'pause', () => dispatch({ type: 'pause' }));
  on(audio, 'ended', () => {
    audio.currentTime = 0;
    dispatch({ type: 'ended' });
  });
  on(audio, 'error', () => fail(audio.error));
  on(audio, 'timeupdate', () => dispatch({ type: 'timeUpdate', currentTime: audio.currentTime }));
  on(audio, 'durationchange', () => dispatch({ type: 'durationChange', duration: audio.duration }));
  // Open, the panel makes the stuck player tall enough to cover the section its link leads to.
  const cta = root.querySelector('[data-podcast-cta]');
  if (cta) on(cta, 'click', () => cta.closest('details')?.removeAttribute('open'));

  // The player's controls in place of the browser's own, in the same row at the same height.
  for (const control of root.querySelectorAll<HTMLElement>('[data-podcast-control]')) {
    control.hidden = false;
  }
  audio.controls = false;
  audio.hidden = true;
  // The element may have moved on before the player ran: metadata, a failure, or playing from
  // its own controls.
  follow({ type: 'durationChange', duration: audio.duration });
  dispatch({ type: 'timeUpdate', currentTime: audio.currentTime });
  if (audio.error) fail(audio.error);
  else if (!audio.paused) dispatch({ type: 'playing' });
  // Its length is asked for now, never with the page: a request that finished before the first
  // paint cost a slow phone's first text a round trip.
  audio.preload = 'metadata';
  // Nothing known yet (HAVE_NOTHING) and nothing on its way (not NETWORK_LOADING).
  if (audio.readyState === 0 && audio.networkState !== 2) audio.load();
  return () => listening.abort();
}

/**
 * Runs every podcast player on the page in a task after its first frame: the episode's length is
 * asked for then, never while the first screen is still on its way.
 */
export function setupPodcasts(win: Window & typeof globalThis = window): void {
  win.requestAnimationFrame(() =>
    win.setTimeout(() => {
      for (const root of win.document.querySelectorAll<HTMLElement>('[data-podcast]')) {
        bindPodcast(root);
      }
    }),
  );
}
