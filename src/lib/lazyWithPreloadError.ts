/** The event a failed diagram chunk dispatches on window before its error is thrown. */
export const diagramPreloadErrorEvent = 'diagram-preload-error';

export interface PreloadErrorOptions {
  /** The event's name; the diagram's by default. */
  eventName?: string;
  /** Where the event is dispatched; window by default. */
  target?: EventTarget;
}

/**
 * Wraps a dynamic import for React.lazy. When the import rejects, a cancelable
 * CustomEvent carrying the error is dispatched first: a listener that calls preventDefault()
 * takes over recovery (a reload, a retry) and the promise stays pending, so the Suspense
 * fallback keeps showing. Unhandled, the error is re-thrown for an error boundary to catch.
 */
export function lazyWithPreloadError<T>(
  load: () => Promise<T>,
  { eventName = diagramPreloadErrorEvent, target }: PreloadErrorOptions = {},
): () => Promise<T> {
  return () =>
    load().catch((error: unknown) => {
      const eventTarget = target ?? (typeof window === 'undefined' ? undefined : window);
      if (!eventTarget) throw error;
      const event = new CustomEvent(eventName, { detail: error, cancelable: true });
      const unhandled = eventTarget.dispatchEvent(event);
      if (unhandled) throw error;
      return new Promise<T>(() => {});
    });
}
