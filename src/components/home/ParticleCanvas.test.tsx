import { act, render } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { fakeCanvasContext } from '../../test/canvasContext';
import { ParticleCanvas } from './ParticleCanvas';

type ObserverCallback = (entries: { isIntersecting: boolean }[]) => void;

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
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: ObserverCallback) {
        intersection = cb;
      }
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal(
    'ResizeObserver',
    class {
      observe() {}
      disconnect() {}
    },
  );
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reducedMotion && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));
  const runFrame = () =>
    act(() => {
      const pending = [...frames.entries()];
      frames.clear();
      for (const [, cb] of pending) cb(0);
    });
  return {
    ctx,
    frames,
    requestFrame,
    runFrame,
    setOnScreen: (on: boolean) => act(() => intersection([{ isIntersecting: on }])),
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
  vi.stubGlobal(
    'Worker',
    class {
      constructor() {
        if (failToStart) throw new Error('Workers are blocked here');
      }
      postMessage(message: unknown, transferred?: unknown) {
        posted.push([message, transferred]);
      }
      terminate = terminate;
    },
  );
  return { offscreen, transfer, posted, terminate };
}

afterEach(() => {
  vi.unstubAllGlobals();
  Reflect.deleteProperty(HTMLCanvasElement.prototype, 'transferControlToOffscreen');
});

describe('ParticleCanvas with OffscreenCanvas', () => {
  it('hands the canvas to a worker and only tells it the size and whether it can be seen', () => {
    const { ctx, requestFrame, setOnScreen } = setup();
    const { offscreen, posted, terminate } = withWorkers();
    const { unmount } = render(<ParticleCanvas />);
    expect(posted[0]).toEqual([{ type: 'init', canvas: offscreen, still: false }, [offscreen]]);
    expect(posted.map(([message]) => message)).toContainEqual(
      expect.objectContaining({ type: 'resize' }),
    );
    setOnScreen(false);
    expect(posted.at(-1)?.[0]).toEqual({ type: 'active', active: false });
    // The page itself draws nothing and asks for no frames.
    expect(ctx.arc).not.toHaveBeenCalled();
    expect(requestFrame).not.toHaveBeenCalled();
    unmount();
    expect(terminate).toHaveBeenCalled();
  });

  it('tells the worker to hold still under reduced motion', () => {
    setup({ reducedMotion: true });
    const { posted } = withWorkers();
    render(<ParticleCanvas />);
    expect(posted[0]?.[0]).toMatchObject({ type: 'init', still: true });
  });

  it('draws on the page when the worker cannot start, keeping the canvas', () => {
    const { ctx, frames } = setup();
    const { transfer } = withWorkers({ failToStart: true });
    render(<ParticleCanvas />);
    expect(transfer).not.toHaveBeenCalled();
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    expect(frames.size).toBe(1);
  });
});

describe('ParticleCanvas', () => {
  it('is hidden from assistive technology', () => {
    setup();
    const { container } = render(<ParticleCanvas />);
    expect(container.querySelector('canvas')?.closest('[aria-hidden="true"]')).not.toBeNull();
  });

  it('draws 50 dots a frame and keeps animating', () => {
    const { ctx, frames, runFrame } = setup();
    render(<ParticleCanvas />);
    expect(frames.size).toBe(1);
    ctx.arc.mockClear();
    runFrame();
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    expect(frames.size).toBe(1);
  });

  it('stops while off-screen and starts again when back', () => {
    const { frames, setOnScreen } = setup();
    render(<ParticleCanvas />);
    setOnScreen(false);
    expect(frames.size).toBe(0);
    setOnScreen(true);
    expect(frames.size).toBe(1);
  });

  it('stops while the tab is hidden', () => {
    const { frames } = setup();
    render(<ParticleCanvas />);
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(frames.size).toBe(0);
    Object.defineProperty(document, 'hidden', { configurable: true, value: false });
    act(() => {
      document.dispatchEvent(new Event('visibilitychange'));
    });
    expect(frames.size).toBe(1);
  });

  it('draws one still frame and never asks for an animation frame under reduced motion', () => {
    const { ctx, requestFrame } = setup({ reducedMotion: true });
    render(<ParticleCanvas />);
    expect(ctx.arc).toHaveBeenCalled();
    expect(requestFrame).not.toHaveBeenCalled();
  });

  it('never asks for an animation frame under reduced motion while hydrating the static HTML', () => {
    const { ctx, requestFrame } = setup({ reducedMotion: true });
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ParticleCanvas />);
    document.body.append(container);
    // Hydration renders the server's 'no preference' first; the canvas must not start on it.
    let root: Root | undefined;
    act(() => {
      root = hydrateRoot(container, <ParticleCanvas />);
    });
    expect(ctx.arc).toHaveBeenCalled();
    expect(requestFrame).not.toHaveBeenCalled();
    act(() => root?.unmount());
    container.remove();
  });

  it('stops animating when removed', () => {
    const { frames } = setup();
    const { unmount } = render(<ParticleCanvas />);
    unmount();
    expect(frames.size).toBe(0);
  });
});
