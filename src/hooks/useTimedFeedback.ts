import { useCallback, useEffect, useRef, useState } from 'react';

/**
 * A short-lived state, like 'Copied' after a copy: `show()` turns it on and it turns itself off
 * `durationMs` later, then calls `onEnd`. Showing it again restarts the clock; leaving the page
 * stops it without calling `onEnd`.
 */
export function useTimedFeedback(
  durationMs: number,
  onEnd?: (() => void) | undefined,
): [active: boolean, show: () => void] {
  const [active, setActive] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  const latestOnEnd = useRef(onEnd);
  useEffect(() => {
    latestOnEnd.current = onEnd;
  });
  useEffect(() => () => clearTimeout(timer.current), []);

  const show = useCallback(() => {
    clearTimeout(timer.current);
    setActive(true);
    timer.current = setTimeout(() => {
      timer.current = undefined;
      setActive(false);
      latestOnEnd.current?.();
    }, durationMs);
  }, [durationMs]);

  return [active, show];
}
