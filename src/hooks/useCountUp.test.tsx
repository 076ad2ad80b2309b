import { act, render, renderHook } from '@testing-library/react';
import { hydrateRoot, type Root } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useCountUp } from './useCountUp';

/** A hand-driven requestAnimationFrame: frames run only when the test advances the clock. */
function mockAnimationFrames() {
  let now = 1000;
  let nextId = 1;
  const queue = new Map<number, FrameRequestCallback>();
  const request = vi.fn((callback: FrameRequestCallback) => {
    const id = nextId++;
    queue.set(id, callback);
    return id;
  });
  vi.stubGlobal('requestAnimationFrame', request);
  vi.stubGlobal('cancelAnimationFrame', (id: number) => {
    queue.delete(id);
  });
  return {
    /** Runs the frames that are due, `ms` after the previous one. */
    advance(ms: number) {
      now += ms;
      const due = [...queue.values()];
      queue.clear();
      act(() => {
        for (const callback of due) callback(now);
      });
    },
    pending: () => queue.size,
    /** How many frames were ever asked for, cancelled or not. */
    requested: () => request.mock.calls.length,
  };
}

function mockReducedMotion(reduce: boolean) {
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: reduce && query.includes('reduce'),
    media: query,
    addEventListener: () => undefined,
    removeEventListener: () => undefined,
  }));
}

function Figure(props: { target: number; start: boolean; durationMs?: number }) {
  return <output>{useCountUp(props.target, props.start, props.durationMs)}</output>;
}

describe('useCountUp', () => {
  let frames: ReturnType<typeof mockAnimationFrames>;
  beforeEach(() => {
    frames = mockAnimationFrames();
    mockReducedMotion(false);
  });
  afterEach(() => vi.unstubAllGlobals());

  it('renders the final figure on the server, so the HTML holds it without JavaScript', () => {
    expect(renderToString(<Figure target={150} start={false} />)).toBe('<output>150</output>');
  });

  it('shows the final figure on the first client render and until counting starts', () => {
    const { result } = renderHook(({ start }) => useCountUp(47, start), {
      initialProps: { start: false },
    });
    expect(result.current).toBe(47);
  });

  it('drops to 0 when started, then eases up to the target over 2000 ms', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(150, start), {
      initialProps: { start: false },
    });
    rerender({ start: true });
    expect(result.current).toBe(0);

    frames.advance(16); // the first frame sets the clock's zero
    expect(result.current).toBe(0);
    frames.advance(1000);
    expect(result.current).toBe(131); // ease-out: 87.5 % of the way at half time
    frames.advance(500);
    expect(result.current).toBeGreaterThan(131);
    expect(result.current).toBeLessThan(150);
    frames.advance(500);
    expect(result.current).toBe(150);
    expect(frames.pending()).toBe(0);
  });

  it('runs only once, even if start turns off and on again', () => {
    const { result, rerender } = renderHook(({ start }) => useCountUp(90, start), {
      initialProps: { start: true },
    });
    frames.advance(16);
    frames.advance(2000);
    expect(result.current).toBe(90);
    rerender({ start: false });
    rerender({ start: true });
    expect(result.current).toBe(90);
    expect(frames.pending()).toBe(0);
  });

  it('jumps straight to the target under reduced motion, with no animation frames', () => {
    mockReducedMotion(true);
    const { result, rerender } = renderHook(({ start }) => useCountUp(80, start), {
      initialProps: { start: false },
    });
    rerender({ start: true });
    expect(result.current).toBe(80);
    expect(frames.requested()).toBe(0);
  });

  it('under reduced motion shows only the final figure while hydrating, with no frames', () => {
    mockReducedMotion(true);
    const seen: number[] = [];
    function Recorder() {
      const value = useCountUp(80, true);
      seen.push(value);
      return <output>{value}</output>;
    }
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Recorder />);
    document.body.append(container);
    seen.length = 0;
    let root: Root | undefined;
    // Hydration renders the server's 'no preference' first; counting must not start on it.
    act(() => {
      root = hydrateRoot(container, <Recorder />);
    });
    expect(new Set(seen)).toEqual(new Set([80]));
    expect(container.textContent).toBe('80');
    expect(frames.requested()).toBe(0);
    act(() => root?.unmount());
    container.remove();
  });

  it('stops its frames when unmounted mid-count', () => {
    const { unmount } = renderHook(() => useCountUp(150, true));
    frames.advance(16);
    expect(frames.pending()).toBe(1);
    unmount();
    expect(frames.pending()).toBe(0);
  });

  it('takes a custom duration', () => {
    const { container } = render(<Figure target={100} start durationMs={500} />);
    frames.advance(16);
    frames.advance(500);
    expect(container.textContent).toBe('100');
  });
});
