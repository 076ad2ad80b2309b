import { diagramPreloadErrorEvent, lazyWithPreloadError } from './lazyWithPreloadError';

const pending = Symbol('pending');
/** Settles with the promise's outcome, or with `pending` if it has not settled after a tick. */
const outcome = <T>(promise: Promise<T>) =>
  Promise.race([
    promise.then(
      (value) => ({ value }),
      (error: unknown) => ({ error }),
    ),
    new Promise<typeof pending>((resolve) => setTimeout(() => resolve(pending), 20)),
  ]);

describe('lazyWithPreloadError', () => {
  it('resolves with the module and dispatches nothing when the import succeeds', async () => {
    const listener = vi.fn();
    window.addEventListener(diagramPreloadErrorEvent, listener);
    const module = { default: 'Diagram' };
    await expect(lazyWithPreloadError(() => Promise.resolve(module))()).resolves.toBe(module);
    expect(listener).not.toHaveBeenCalled();
    window.removeEventListener(diagramPreloadErrorEvent, listener);
  });

  it('dispatches a cancelable event carrying the error, then re-throws when nobody handles it', async () => {
    const failure = new Error('chunk failed');
    const seen: CustomEvent[] = [];
    const listener = (event: Event) => seen.push(event as CustomEvent);
    window.addEventListener(diagramPreloadErrorEvent, listener);
    const result = await outcome(lazyWithPreloadError(() => Promise.reject(failure))());
    window.removeEventListener(diagramPreloadErrorEvent, listener);
    expect(result).toEqual({ error: failure });
    expect(seen).toHaveLength(1);
    expect(seen[0]?.detail).toBe(failure);
    expect(seen[0]?.cancelable).toBe(true);
  });

  it('re-throws when no listener is registered at all', async () => {
    const failure = new Error('offline');
    await expect(lazyWithPreloadError(() => Promise.reject(failure))()).rejects.toBe(failure);
  });

  it('does not throw when a listener handles the event with preventDefault', async () => {
    const listener = (event: Event) => event.preventDefault();
    window.addEventListener(diagramPreloadErrorEvent, listener);
    const result = await outcome(lazyWithPreloadError(() => Promise.reject(new Error('x')))());
    window.removeEventListener(diagramPreloadErrorEvent, listener);
    expect(result).toBe(pending);
  });

  it('dispatches on the given target under the given name', async () => {
    const target = new EventTarget();
    const listener = vi.fn((event: Event) => event.preventDefault());
    target.addEventListener('chart-preload-error', listener);
    const load = lazyWithPreloadError(() => Promise.reject(new Error('x')), {
      eventName: 'chart-preload-error',
      target,
    });
    expect(await outcome(load())).toBe(pending);
    expect(listener).toHaveBeenCalledTimes(1);
  });
});
