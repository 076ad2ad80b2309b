import { useSyncExternalStore } from 'react';
import { prefersReducedMotion, subscribeToReducedMotion } from '../browser/reducedMotion';

/** The server cannot know the setting; the static HTML is the same for every visitor. */
const onServer = () => false;

/**
 * Follows the visitor's reduced-motion setting, live, right from the first client render. While
 * hydrating, React renders the server's `false` first: an effect that would start motion should
 * also check `prefersReducedMotion()` itself.
 */
export function usePrefersReducedMotion(): boolean {
  return useSyncExternalStore(subscribeToReducedMotion, prefersReducedMotion, onServer);
}
