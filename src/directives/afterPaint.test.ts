import afterPaint from './afterPaint';

// Waiting for the first paint is afterFirstPaint's, tested with paint timing the test drives
// (src/browser/afterFirstPaint.test.ts); here, what the directive adds: how near the island must be.
describe('client:afterpaint with near', () => {
  type Callback = (entries: Array<{ isIntersecting: boolean }>) => void;
  let callback: Callback | undefined;
  let margin: string | undefined;
  const observed: Element[] = [];
  const disconnect = vi.fn();

  beforeEach(() => {
    vi.useFakeTimers();
    callback = undefined;
    observed.length = 0;
    vi.stubGlobal(
      'IntersectionObserver',
      class {
        constructor(run: Callback, init: { rootMargin: string }) {
          callback = run;
          margin = init.rootMargin;
        }
        observe(element: Element) {
          observed.push(element);
        }
        disconnect = disconnect;
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    vi.useRealTimers();
  });

  function island() {
    const element = document.createElement('astro-island');
    element.append(document.createElement('section'));
    return element;
  }

  it('waits after the first paint until the island is that close to the screen', async () => {
    const start = vi.fn(async () => undefined);
    const load = vi.fn(async () => start);
    const element = island();
    afterPaint(load, { name: 'Island', value: { near: '1500px' } } as never, element);
    await vi.runAllTimersAsync();
    // Painted, but not near yet: nothing loads.
    expect(margin).toBe('1500px');
    expect(observed).toEqual([element.firstElementChild]);
    expect(load).not.toHaveBeenCalled();
    callback?.([{ isIntersecting: false }]);
    await vi.runAllTimersAsync();
    expect(load).not.toHaveBeenCalled();
    callback?.([{ isIntersecting: true }]);
    await vi.runAllTimersAsync();
    expect(disconnect).toHaveBeenCalled();
    expect(load).toHaveBeenCalledTimes(1);
    expect(start).toHaveBeenCalledTimes(1);
  });

  it('starts after the paint alone when the browser has no intersection observer', async () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const start = vi.fn(async () => undefined);
    const load = vi.fn(async () => start);
    afterPaint(load, { name: 'Island', value: { near: '1500px' } } as never, island());
    await vi.runAllTimersAsync();
    expect(start).toHaveBeenCalledTimes(1);
  });
});
