import { prefersReducedMotion, subscribeToReducedMotion } from './reducedMotion';

describe('the reduced-motion reader', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('asks the standard question, and follows the answer as it changes until stopped', () => {
    let asks = false;
    const listeners = new Set<() => void>();
    vi.stubGlobal('matchMedia', (asked: string) => ({
      get matches() {
        return asked === '(prefers-reduced-motion: reduce)' && asks;
      },
      addEventListener: (_type: string, fn: () => void) => listeners.add(fn),
      removeEventListener: (_type: string, fn: () => void) => listeners.delete(fn),
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

  it('is false, and subscribes to nothing, where the browser cannot tell', () => {
    vi.stubGlobal('matchMedia', undefined);
    expect(prefersReducedMotion()).toBe(false);
    expect(() => subscribeToReducedMotion(vi.fn())()).not.toThrow();
  });
});
