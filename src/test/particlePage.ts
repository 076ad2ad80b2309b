/**
 * For unit tests only: the page the particle canvas script runs in (src/sections/homeHero/particleCanvas.ts),
 * with its frames, observers, workers, paint timing and reduced-motion setting driven by hand.
 */
import {
  startParticleCanvasesAfterPaint as startAfterPaint,
  startParticleCanvas as startNow,
} from '../sections/homeHero/particleCanvas';
import { fakeCanvasContext } from './canvasContext';
import { mockAnimationFrames, mockReducedMotion } from './pageMocks';

/** What each test started, stopped after it so no listener outlives its test. */
const started: (() => void)[] = [];
export const startParticleCanvas = (canvas: HTMLCanvasElement) => {
  const stop = startNow(canvas);
  started.push(stop);
  return stop;
};
export const startParticleCanvasesAfterPaint = (doc: Document) => {
  const stop = startAfterPaint(doc);
  started.push(stop);
  return stop;
};

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

/** The page the script runs in: its frames, observers and reduced-motion setting, by hand. */
export function setup({ reducedMotion = false } = {}) {
  const ctx = fakeCanvasContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  const frames = mockAnimationFrames();
  let intersection: ObserverCallback = () => {};
  const observing = { intersection: 0, resize: 0 };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: ObserverCallback) {
        intersection = cb;
      }
      observe() {
        observing.intersection += 1;
      }
      disconnect() {
        observing.intersection -= 1;
      }
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {
        observing.resize += 1;
      }
      disconnect() {
        observing.resize -= 1;
      }
    },
  );
  const setReducedMotion = mockReducedMotion(reducedMotion);
  const canvas = document.createElement('canvas');
  canvas.dataset.particles = '';
  document.body.append(canvas);
  return {
    canvas,
    ctx,
    frames,
    observing,
    setOnScreen: (on: boolean) => intersection([{ isIntersecting: on }]),
    setReducedMotion,
    motionListeners: setReducedMotion.listening,
    setHidden: (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** A browser with OffscreenCanvas: the canvas can be handed over, and workers record messages. */
export function withWorkers({ failToStart = false } = {}) {
  const offscreen = { offscreen: true };
  const transfer = vi.fn(() => offscreen);
  Object.defineProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen', {
    configurable: true,
    value: transfer,
  });
  const posted: [unknown, unknown][] = [];
  const terminate = vi.fn();
  const scripts: string[] = [];
  vi.stubGlobal(
    'Worker',
    class {
      constructor(url: URL | string) {
        if (failToStart) throw new Error('Workers are blocked here');
        scripts.push(String(url));
      }
      postMessage(message: unknown, transferred?: unknown) {
        posted.push([message, transferred]);
      }
      terminate = terminate;
    },
  );
  return {
    offscreen,
    transfer,
    posted,
    terminate,
    scripts,
    messages: () => posted.map(([m]) => m),
  };
}

/** Paint timing the test drives, as the browser reports the first contentful paint. */
export function withPaintTiming() {
  const observers: ((list: { getEntriesByName: (name: string) => unknown[] }) => void)[] = [];
  vi.stubGlobal(
    'PerformanceObserver',
    class {
      static supportedEntryTypes = ['paint'];
      constructor(callback: (typeof observers)[number]) {
        observers.push(callback);
      }
      observe() {}
      disconnect() {}
    },
  );
  return () => {
    for (const callback of observers) {
      callback({ getEntriesByName: (name) => (name === 'first-contentful-paint' ? [{}] : []) });
    }
  };
}

/** Stops what each test started and puts the page back, after every test of the file. */
afterEach(() => {
  for (const stop of started.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  Reflect.deleteProperty(document, 'hidden');
  document.body.innerHTML = '';
});
