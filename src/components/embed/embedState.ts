/**
 * What a third-party embed (booking calendar, intake form) shows, as its frame and the provider's
 * script report in. A blocked provider (its script or its frame failed) stays blocked: an error
 * page inside a blocked frame still fires 'load'. A frame that was only slow may still arrive
 * after its fallback stepped forward, and then takes its place again.
 */
export type EmbedEvent = 'blocked' | 'loaded' | 'timeout';

export interface EmbedState {
  blocked: boolean;
  frame: 'loading' | 'loaded' | 'failed';
}

export function nextEmbedState(state: EmbedState, event: EmbedEvent): EmbedState {
  if (event === 'blocked') return { ...state, blocked: true };
  if (event === 'loaded') return { ...state, frame: 'loaded' };
  return state.frame === 'loading' ? { ...state, frame: 'failed' } : state;
}

/** The embed's `data-state`: 'failed' once the fallback link stands in for the frame. */
export function shownState({ blocked, frame }: EmbedState): EmbedState['frame'] {
  return blocked ? 'failed' : frame;
}
