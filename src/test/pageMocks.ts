/**
 * For unit tests only: the browser's timing and observing APIs, driven by hand, for the scripts
 * that run on the built HTML (the counters, the particles).
 */

/** An IntersectionObserver the test fires by hand, recording the threshold it was given. */
export function mockIntersectionObserver() {
  const observers: {
    callback: IntersectionObserverCallback;
    threshold: unknown;
    watching: Element[];
  }[] = [];
  class MockObserver {
    record: (typeof observers)[number];
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      this.record = { callback, threshold: options?.threshold, watching: [] };
      observers.push(this.record);
    }
    observe(element: Element) {
      this.record.watching.push(element);
    }
    disconnect() {
      this.record.watching = [];
    }
  }
  vi.stubGlobal('IntersectionObserver', MockObserver);
  const fire = (isIntersecting: boolean) => {
    for (const { callback, watching } of observers) {
      if (watching.length === 0) continue;
      callback(
        watching.map((target) => ({ isIntersecting, target }) as IntersectionObserverEntry),
        {} as IntersectionObserver,
      );
    }
  };
  return {
    thresholds: () => observers.map((observer) => observer.threshold),
    watched: () => observers.flatMap((observer) => observer.watching),
    enter: () => fire(true),
    leave: () => fire(false),
  };
}

/** A hand-driven requestAnimationFrame: frames run only when the test advances the clock. */
export function mockAnimationFrames() {
  let now = 1000;
  let nextId = 1;
  const queue = new Map<number, FrameRequestCallback>();
  const request = vi.fn((callback: FrameRequestCallback) => {
    queue.set(nextId, callback);
    return nextId++;
  });
  vi.stubGlobal('requestAnimationFrame', request);
  vi.stubGlobal('cancelAnimationFrame', (id: number) => queue.delete(id));
  return {
    advance(ms: number) {
      now += ms;
      const due = [...queue.values()];
      queue.clear();
      for (const callback of due) callback(now);
    },
    pending: () => queue.size,
    requested: () => request.mock.calls.length,
  };
}

/** The reduced-motion setting, which the test can change as the visitor would. */
export function mockReducedMotion(reduce: boolean) {
  const setting = { reduce };
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return setting.reduce && query.includes('reduce');
    },
    media: query,
    addEventListener: (_: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => listeners.delete(listener),
  }));
  const set = (next: boolean) => {
    setting.reduce = next;
    for (const listener of listeners) listener();
  };
  // How many listeners still follow the setting: none, once a script has stopped.
  return Object.assign(set, { listening: () => listeners.size });
}
