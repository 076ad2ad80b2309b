import { useSyncExternalStore } from 'react';

const subscribe = () => () => {};
const onClient = () => true;
const onServer = () => false;

/**
 * False in the static HTML and while React hydrates it, true once the component runs in the
 * browser. Controls that need JavaScript render only when it is true, so the page never offers
 * a button that does nothing.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(subscribe, onClient, onServer);
}
