import {
  prefersReducedMotion,
  REDUCED_MOTION_QUERY,
  subscribeToReducedMotion,
} from './reducedMotion';

/** A window whose reduced-motion setting the test flips, telling listeners as a browser would. */
function fakeWindow(reduce: boolean) {
  const listeners = new Set<() => void>();
  const queries: string[] = [];
  const list = {
    get matches() {
      return reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  };
  return {
    win: {
      matchMedia: (query: string) => {
        queries.push(query);
        return list as unknown as MediaQueryList;
      },
    },
    queries,
    listeners,
    flip(next: boolean) {
      reduce = next;
      for (const listener of listeners) listener();
    },
  };
}

describe('prefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads the setting now, with the standard media query', () => {
    const media = fakeWindow(true);
    expect(prefersReducedMotion(media.win)).toBe(true);
    expect(media.queries).toEqual([REDUCED_MOTION_QUERY]);
    expect(REDUCED_MOTION_QUERY).toBe('(prefers-reduced-motion: reduce)');
    media.flip(false);
    expect(prefersReducedMotion(media.win)).toBe(false);
  });

  it('is false where there is no window or no matchMedia', () => {
    expect(prefersReducedMotion(null)).toBe(false);
    expect(prefersReducedMotion({} as Window)).toBe(false);
  });

  it('reads the page window by default', () => {
    vi.stubGlobal('matchMedia', () => ({ matches: true }));
    expect(prefersReducedMotion()).toBe(true);
  });
});

describe('subscribeToReducedMotion', () => {
  it('tells the listener of each change until it stops', () => {
    const media = fakeWindow(false);
    const onChange = vi.fn();
    const stop = subscribeToReducedMotion(onChange, media.win);
    media.flip(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    stop();
    expect(media.listeners.size).toBe(0);
    media.flip(false);
    expect(onChange).toHaveBeenCalledTimes(1);
  });

  it('does nothing, and stops cleanly, where the browser cannot tell', () => {
    expect(() => subscribeToReducedMotion(vi.fn(), null)()).not.toThrow();
  });
});
