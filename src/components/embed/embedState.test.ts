import { type EmbedState, nextEmbedState, shownState } from './embedState';

const loading: EmbedState = { blocked: false, frame: 'loading' };

describe('a third-party embed’s state', () => {
  it('shows the frame once it loads, and the fallback once it is too slow', () => {
    expect(shownState(nextEmbedState(loading, 'loaded'))).toBe('loaded');
    expect(shownState(nextEmbedState(loading, 'timeout'))).toBe('failed');
  });

  it('lets a slow frame that arrives after all take its place again', () => {
    const late = nextEmbedState(nextEmbedState(loading, 'timeout'), 'loaded');
    expect(shownState(late)).toBe('loaded');
  });

  it('ignores the clock once the frame has loaded', () => {
    expect(shownState(nextEmbedState(nextEmbedState(loading, 'loaded'), 'timeout'))).toBe('loaded');
  });

  it('keeps a blocked provider failed, even when its error page then loads', () => {
    const blocked = nextEmbedState(loading, 'blocked');
    expect(shownState(blocked)).toBe('failed');
    expect(shownState(nextEmbedState(blocked, 'loaded'))).toBe('failed');
  });
});
