import { startTransition, useEffect, useState } from 'react';

/**
 * False in the server HTML and while React hydrates it, true once the component runs in the
 * browser. Widgets use it to offer controls, and hide anything, only when they can work.
 * The switch re-renders the widget with its controls; as a transition React draws that in short
 * slices between frames rather than in one task.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => startTransition(() => setHydrated(true)), []);
  return hydrated;
}
