import { PARTICLES } from '../lib/particles';
import { fakeCanvasContext } from '../test/canvasContext';
import {
  startParticleCanvasesAfterPaint as startAfterPaint,
  startParticleCanvas as startNow,
} from './particleCanvas';

/** What each test started, stopped after it so no listener outlives its test. */
const started: (() => void)[] = [];
const startParticleCanvas = (canvas: HTMLCanvasElement) => {
  const stop = startNow(canvas);
  started.push(stop);
  return stop;
};
const startParticleCanvasesAfterPaint = (doc: Document) => {
  const stop = startAfterPaint(doc);
  started.push(stop);
  return stop;
};

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

/** The page the script runs in: its frames, observers and reduced-motion setting, by hand. */
function setup({ reducedMotion = false } = {}) {
  const ctx = fakeCanvasContext();
  vi.spyOn(HTMLCanvasElement.prototype, 'getContext').mockReturnValue(
    ctx as unknown as CanvasRenderingContext2D,
  );
  let nextId = 1;
  const frames = new Map<number, FrameRequestCallback>();
  const requestFrame = vi.fn((cb: FrameRequestCallback) => {
    frames.set(nextId, cb);
    return nextId++;
  });
  vi.stubGlobal('requestAnimationFrame', requestFrame);
  vi.stubGlobal('cancelAnimationFrame', (id: number) => frames.delete(id));
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
  const motion = { reduce: reducedMotion, listeners: new Set<() => void>() };
  vi.stubGlobal('matchMedia', (query: string) => ({
    get matches() {
      return motion.reduce && query.includes('reduce');
    },
    addEventListener: (_: string, listener: () => void) => motion.listeners.add(listener),
    removeEventListener: (_: string, listener: () => void) => motion.listeners.delete(listener),
  }));
  const canvas = document.createElement('canvas');
  canvas.dataset.particles = '';
  document.body.append(canvas);
  return {
    canvas,
    ctx,
    frames,
    requestFrame,
    observing,
    motion,
    runFrame: (now: number) => {
      const pending = [...frames.values()];
      frames.clear();
      for (const cb of pending) cb(now);
    },
    setOnScreen: (on: boolean) => intersection([{ isIntersecting: on }]),
    setReducedMotion: (reduce: boolean) => {
      motion.reduce = reduce;
      for (const listener of motion.listeners) listener();
    },
    setHidden: (hidden: boolean) => {
      Object.defineProperty(document, 'hidden', { configurable: true, value: hidden });
      document.dispatchEvent(new Event('visibilitychange'));
    },
  };
}

/** A browser with OffscreenCanvas: the canvas can be handed over, and workers record messages. */
function withWorkers({ failToStart = false } = {}) {
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
function withPaintTiming() {
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

afterEach(() => {
  for (const stop of started.splice(0)) stop();
  vi.useRealTimers();
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
  Reflect.deleteProperty(document, 'hidden');
  document.body.innerHTML = '';
});

describe('the particle canvas script: when it starts', () => {
  it('starts only after the first contentful paint, in a task of its own', () => {
    vi.useFakeTimers();
    const { ctx, frames } = setup();
    const paint = withPaintTiming();
    startParticleCanvasesAfterPaint(document);
    vi.runAllTimers();
    expect(ctx.arc).not.toHaveBeenCalled();
    paint();
    expect(ctx.arc).not.toHaveBeenCalled();
    expect(document.querySelector('canvas')?.dataset.particles).toBe('');
    vi.runAllTimers();
    expect(ctx.arc).toHaveBeenCalledTimes(PARTICLES.count);
    expect(frames.size).toBe(1);
    expect(document.querySelector('canvas')?.dataset.particles).toBe('running');
  });

  it('never starts if stopped before the first paint', () => {
    vi.useFakeTimers();
    const { ctx, frames } = setup();
    const paint = withPaintTiming();
    const stop = startParticleCanvasesAfterPaint(document);
    stop();
    paint();
    vi.runAllTimers();
    expect(ctx.arc).not.toHaveBeenCalled();
    expect(frames.size).toBe(0);
  });

  it('hands the canvas to the worker after the first paint, not before', () => {
    vi.useFakeTimers();
    setup();
    const paint = withPaintTiming();
    const { transfer, scripts } = withWorkers();
    startParticleCanvasesAfterPaint(document);
    expect(transfer).not.toHaveBeenCalled();
    paint();
    vi.runAllTimers();
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(scripts).toEqual([expect.stringMatching(/particles\.worker/)]);
  });
});

describe('the particle canvas script with OffscreenCanvas', () => {
  it('hands the canvas to a worker and only tells it the size and whether it can be seen', () => {
    const { canvas, ctx, requestFrame, setOnScreen, setHidden } = setup();
    const { offscreen, posted, messages, terminate } = withWorkers();
    Object.defineProperty(canvas, 'clientWidth', { value: 390 });
    Object.defineProperty(canvas, 'clientHeight', { value: 700 });
    vi.stubGlobal('devicePixelRatio', 3);
    const stop = startParticleCanvas(canvas);
    expect(posted[0]).toEqual([{ type: 'init', canvas: offscreen, still: false }, [offscreen]]);
    expect(messages()).toContainEqual({ type: 'resize', width: 390, height: 700, dpr: 3 });
    setOnScreen(false);
    expect(messages().at(-1)).toEqual({ type: 'active', active: false });
    setOnScreen(true);
    expect(messages().at(-1)).toEqual({ type: 'active', active: true });
    setHidden(true);
    expect(messages().at(-1)).toEqual({ type: 'active', active: false });
    // The page itself draws nothing and asks for no frames.
    expect(ctx.arc).not.toHaveBeenCalled();
    expect(requestFrame).not.toHaveBeenCalled();
    stop();
    expect(terminate).toHaveBeenCalled();
  });

  it('tells the worker to hold still under reduced motion, and to move once allowed', () => {
    const { canvas, setReducedMotion } = setup({ reducedMotion: true });
    const { messages } = withWorkers();
    startParticleCanvas(canvas);
    expect(messages()[0]).toMatchObject({ type: 'init', still: true });
    setReducedMotion(false);
    expect(messages().at(-1)).toEqual({ type: 'still', still: false });
  });

  it('draws on the page when the worker cannot start, keeping the canvas', () => {
    const { canvas, ctx, frames } = setup();
    const { transfer } = withWorkers({ failToStart: true });
    startParticleCanvas(canvas);
    expect(transfer).not.toHaveBeenCalled();
    expect(ctx.arc).toHaveBeenCalledTimes(PARTICLES.count);
    expect(frames.size).toBe(1);
  });
});

describe('the particle canvas script on the page (no OffscreenCanvas)', () => {
  it('draws the 50 dots a frame and keeps animating', () => {
    const { canvas, ctx, frames, runFrame } = setup();
    startParticleCanvas(canvas);
    expect(frames.size).toBe(1);
    ctx.arc.mockClear();
    runFrame(1000);
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    expect(frames.size).toBe(1);
  });

  it('stops while off screen and starts again when back', () => {
    const { canvas, frames, setOnScreen } = setup();
    startParticleCanvas(canvas);
    setOnScreen(false);
    expect(frames.size).toBe(0);
    setOnScreen(true);
    expect(frames.size).toBe(1);
  });

  it('stops while the tab is hidden', () => {
    const { canvas, frames, setHidden } = setup();
    startParticleCanvas(canvas);
    setHidden(true);
    expect(frames.size).toBe(0);
    setHidden(false);
    expect(frames.size).toBe(1);
  });

  it('holds until shown when started in a hidden tab', () => {
    const { canvas, frames, setHidden } = setup();
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    startParticleCanvas(canvas);
    expect(frames.size).toBe(0);
    setHidden(false);
    expect(frames.size).toBe(1);
  });

  it('draws one still frame and never asks for an animation frame under reduced motion', () => {
    const { canvas, ctx, requestFrame } = setup({ reducedMotion: true });
    startParticleCanvas(canvas);
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('stops moving when the visitor turns on reduced motion, and moves again when allowed', () => {
    const { canvas, frames, setReducedMotion } = setup();
    startParticleCanvas(canvas);
    expect(frames.size).toBe(1);
    setReducedMotion(true);
    expect(frames.size).toBe(0);
    setReducedMotion(false);
    expect(frames.size).toBe(1);
  });

  it('stops everything when stopped', () => {
    const { canvas, frames, observing, motion } = setup();
    const stop = startParticleCanvas(canvas);
    expect(observing).toEqual({ intersection: 1, resize: 1 });
    stop();
    expect(frames.size).toBe(0);
    expect(observing).toEqual({ intersection: 0, resize: 0 });
    expect(motion.listeners.size).toBe(0);
  });
});
