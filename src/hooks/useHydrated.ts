import { useSyncExternalStore } from 'react';

// Nothing to subscribe to: the answer only changes once, from the server's to the browser's.
const subscribe = () => () => {};

/**
 * False in the server HTML and while React hydrates it, true once the component runs in the
 * browser. Widgets use it to offer controls, and hide anything, only when they can work.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribe,
    () => true,
    () => false,
  );
}
