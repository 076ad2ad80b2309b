import { REDUCED_MOTION_QUERY } from '../lib/reducedMotion';
import { prefersReducedMotion, subscribeToReducedMotion } from './motion';

describe('the home scripts’ reduced-motion reader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the same question as the islands, and follows the answer as it changes', () => {
    let asks = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (asked: string) => ({
      get matches() {
        return asked === REDUCED_MOTION_QUERY && asks;
      },
      addEventListener: (_: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_: string, fn: () => void) => listeners.delete(fn),
    }));
    expect(prefersReducedMotion()).toBe(false);
    const changed = vi.fn();
    const stop = subscribeToReducedMotion(changed);
    asks = true;
    for (const listener of listeners) listener();
    expect(prefersReducedMotion()).toBe(true);
    expect(changed).toHaveBeenCalledTimes(1);
    stop();
    expect(listeners.size).toBe(0);
  });
});
