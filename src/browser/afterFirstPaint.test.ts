import { afterFirstPaint } from './afterFirstPaint';

type Entries = { getEntriesByName: (name: string) => unknown[] };

/** A window whose paint timing the test drives: `paint(names)` delivers entries to observers. */
function windowWithPaintTiming() {
  const observers: { callback: (list: Entries) => void; disconnected: boolean }[] = [];
  class FakeObserver {
    static supportedEntryTypes = ['paint', 'largest-contentful-paint'];
    record: (typeof observers)[number];
    constructor(callback: (list: Entries) => void) {
      this.record = { callback, disconnected: false };
      observers.push(this.record);
    }
    observe() {}
    disconnect() {
      this.record.disconnected = true;
    }
  }
  const win = { PerformanceObserver: FakeObserver, setTimeout } as unknown as Window &
    typeof globalThis;
  const paint = (...names: string[]) => {
    for (const observer of observers.filter((o) => !o.disconnected)) {
      observer.callback({ getEntriesByName: (name) => names.filter((n) => n === name) });
    }
  };
  return { win, paint, observers };
}

describe('afterFirstPaint', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('waits for the first contentful paint, then runs once in a task of its own', () => {
    const { win, paint, observers } = windowWithPaintTiming();
    const run = vi.fn();
    afterFirstPaint(win, run);
    paint('first-paint');
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    paint('first-contentful-paint');
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
    expect(observers[0]?.disconnected).toBe(true);
    paint('first-contentful-paint');
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('waits for the load event where the browser has no paint timing', () => {
    const listeners: Record<string, () => void> = {};
    const win = {
      document: { readyState: 'interactive' },
      addEventListener: (type: string, listener: () => void) => {
        listeners[type] = listener;
      },
      setTimeout,
    } as unknown as Window & typeof globalThis;
    const run = vi.fn();
    afterFirstPaint(win, run);
    vi.runAllTimers();
    expect(run).not.toHaveBeenCalled();
    listeners.load?.();
    expect(run).toHaveBeenCalledTimes(1);
  });

  it('runs soon when the page has already loaded and there is no paint timing', () => {
    const win = { document: { readyState: 'complete' }, setTimeout } as unknown as Window &
      typeof globalThis;
    const run = vi.fn();
    afterFirstPaint(win, run);
    expect(run).not.toHaveBeenCalled();
    vi.runAllTimers();
    expect(run).toHaveBeenCalledTimes(1);
  });
});
