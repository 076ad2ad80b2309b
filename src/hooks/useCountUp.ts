import { useLayoutEffect, useRef, useState } from 'react';
import { countUpValue } from '../lib/easing';
import { prefersReducedMotion } from '../lib/reducedMotion';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/**
 * The figure a counter shows. It is `target` on the server and on the first client render, so the
 * HTML (and a visitor without JavaScript) has the final figure; once `start` turns true it drops to
 * 0 and counts up with ease-out over `durationMs`, one time only. Under reduced motion it stays put.
 */
export function useCountUp(target: number, start: boolean, durationMs = 2000): number {
  const [value, setValue] = useState(target);
  const reducedMotion = usePrefersReducedMotion();
  const finished = useRef(false);

  // A layout effect, so the drop to 0 happens before paint and the final figure never flickers.
  useLayoutEffect(() => {
    if (!start || finished.current) return;
    // The sync read covers hydration, where the hook still holds the server's `false`.
    if (reducedMotion || prefersReducedMotion() || typeof requestAnimationFrame !== 'function') {
      finished.current = true;
      setValue(target);
      return;
    }
    let frame = 0;
    let startedAt: number | null = null;
    const tick = (now: number) => {
      startedAt ??= now;
      const elapsed = now - startedAt;
      setValue(countUpValue(target, elapsed, durationMs));
      if (elapsed >= durationMs) {
        finished.current = true;
        return;
      }
      frame = requestAnimationFrame(tick);
    };
    setValue(0);
    frame = requestAnimationFrame(tick);
    return () => {
      cancelAnimationFrame(frame);
      // Interrupted (unmount, new target, motion turned off): never leave a half-counted figure.
      if (!finished.current) setValue(target);
    };
  }, [start, target, durationMs, reducedMotion]);

  return value;
}
