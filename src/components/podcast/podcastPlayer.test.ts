import {
  clampVolume,
  initialPlayerState,
  type PlayerAction,
  type PlayerState,
  playerReducer,
} from './podcastPlayer';

const run = (actions: PlayerAction[], from: PlayerState = initialPlayerState) =>
  actions.reduce(playerReducer, from);

describe('playerReducer', () => {
  it('starts idle at 0:00, full volume, normal speed, duration unknown', () => {
    expect(initialPlayerState).toMatchObject({
      status: 'idle',
      currentTime: 0,
      rate: 1,
      volume: 1,
    });
    expect(initialPlayerState.duration).toBeNaN();
  });

  it('loads when play is pressed, plays when sound comes, pauses and resumes', () => {
    expect(run([{ type: 'play' }]).status).toBe('loading');
    expect(run([{ type: 'play' }, { type: 'playing' }]).status).toBe('playing');
    expect(run([{ type: 'play' }, { type: 'playing' }, { type: 'pause' }]).status).toBe('paused');
    expect(
      run([{ type: 'play' }, { type: 'playing' }, { type: 'pause' }, { type: 'play' }]).status,
    ).toBe('loading');
  });

  it('shows loading again when playback stalls for data', () => {
    expect(run([{ type: 'play' }, { type: 'playing' }, { type: 'waiting' }]).status).toBe(
      'loading',
    );
    expect(run([{ type: 'waiting' }]).status).toBe('idle');
  });

  it('can be paused while still loading, and a stray pause leaves idle alone', () => {
    expect(run([{ type: 'play' }, { type: 'pause' }]).status).toBe('paused');
    expect(run([{ type: 'pause' }]).status).toBe('idle');
  });

  it('returns to the start, not playing, at the end', () => {
    const ended = run([
      { type: 'play' },
      { type: 'playing' },
      { type: 'durationChange', duration: 48 },
      { type: 'timeUpdate', currentTime: 48 },
      { type: 'ended' },
    ]);
    expect(ended.status).toBe('idle');
    expect(ended.currentTime).toBe(0);
    expect(ended.duration).toBe(48);
  });

  it('shows the error, and retry reloads and tries again', () => {
    const failed = run([{ type: 'play' }, { type: 'error' }]);
    expect(failed.status).toBe('error');
    // A late 'playing' from the failed attempt does not hide the warning.
    expect(playerReducer(failed, { type: 'playing' }).status).toBe('error');
    const retried = playerReducer(failed, { type: 'retry' });
    expect(retried).toMatchObject({ status: 'loading', reloads: 1 });
    expect(playerReducer(retried, { type: 'playing' }).status).toBe('playing');
  });

  it('only retries after an error', () => {
    expect(run([{ type: 'retry' }])).toBe(initialPlayerState);
  });

  it('seeks within the episode, clamped to its length', () => {
    const known = run([{ type: 'durationChange', duration: 50 }]);
    expect(playerReducer(known, { type: 'seek', time: 12.5 }).currentTime).toBe(12.5);
    expect(playerReducer(known, { type: 'seek', time: 80 }).currentTime).toBe(50);
    expect(playerReducer(known, { type: 'seek', time: -4 }).currentTime).toBe(0);
    expect(run([{ type: 'seek', time: 10 }]).currentTime).toBe(0);
  });

  it('follows the element clock and ignores a time that is not a number', () => {
    const at = run([{ type: 'timeUpdate', currentTime: 3.2 }]);
    expect(at.currentTime).toBe(3.2);
    expect(playerReducer(at, { type: 'timeUpdate', currentTime: Number.NaN }).currentTime).toBe(
      3.2,
    );
  });

  it('offers speeds 1, 1.5 and 2 only', () => {
    expect(run([{ type: 'setRate', rate: 1.5 }]).rate).toBe(1.5);
    expect(run([{ type: 'setRate', rate: 2 }]).rate).toBe(2);
    expect(
      run([
        { type: 'setRate', rate: 2 },
        { type: 'setRate', rate: 3 },
      ]).rate,
    ).toBe(2);
    expect(run([{ type: 'setRate', rate: 0.5 }]).rate).toBe(1);
  });

  it('sets the volume in steps of 0.1 between 0 and 1', () => {
    expect(run([{ type: 'setVolume', volume: 0.3 }]).volume).toBe(0.3);
    expect(run([{ type: 'setVolume', volume: 0.46 }]).volume).toBe(0.5);
    expect(run([{ type: 'setVolume', volume: 1.4 }]).volume).toBe(1);
    expect(run([{ type: 'setVolume', volume: -0.2 }]).volume).toBe(0);
  });

  it('mutes, and unmuting restores the volume it had before', () => {
    const muted = run([{ type: 'setVolume', volume: 0.6 }, { type: 'toggleMute' }]);
    expect(muted.volume).toBe(0);
    expect(playerReducer(muted, { type: 'toggleMute' }).volume).toBe(0.6);
  });

  it('unmutes to the last audible volume after the slider was pulled to 0', () => {
    const silent = run([
      { type: 'setVolume', volume: 0.4 },
      { type: 'setVolume', volume: 0 },
    ]);
    expect(silent.volume).toBe(0);
    expect(playerReducer(silent, { type: 'toggleMute' }).volume).toBe(0.4);
  });
});

describe('clampVolume', () => {
  it('rounds to the nearest step without floating-point dust', () => {
    expect(clampVolume(0.7000000001)).toBe(0.7);
    expect(clampVolume(0.1 + 0.2)).toBe(0.3);
    expect(clampVolume(Number.NaN)).toBe(0);
  });
});
