import { act, renderHook } from '@testing-library/react';
import { useTimedFeedback } from './useTimedFeedback';

describe('useTimedFeedback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is off until shown', () => {
    const { result } = renderHook(() => useTimedFeedback(2000));
    expect(result.current[0]).toBe(false);
  });

  it('stays on for exactly its duration, then turns off and calls onEnd once', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useTimedFeedback(2000, onEnd));
    act(() => result.current[1]());
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(1999));
    expect(result.current[0]).toBe(true);
    expect(onEnd).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(result.current[0]).toBe(false);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('restarts the clock when shown again before it ends', () => {
    const onEnd = vi.fn();
    const { result } = renderHook(() => useTimedFeedback(2000, onEnd));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(1500));
    act(() => result.current[1]());
    act(() => vi.advanceTimersByTime(1500));
    expect(result.current[0]).toBe(true);
    act(() => vi.advanceTimersByTime(500));
    expect(result.current[0]).toBe(false);
    expect(onEnd).toHaveBeenCalledTimes(1);
  });

  it('calls the latest onEnd, not the one given when it was shown', () => {
    const first = vi.fn();
    const latest = vi.fn();
    const { result, rerender } = renderHook(({ onEnd }) => useTimedFeedback(3000, onEnd), {
      initialProps: { onEnd: first },
    });
    act(() => result.current[1]());
    rerender({ onEnd: latest });
    act(() => vi.advanceTimersByTime(3000));
    expect(first).not.toHaveBeenCalled();
    expect(latest).toHaveBeenCalledTimes(1);
  });

  it('stops its clock when the component leaves', () => {
    const onEnd = vi.fn();
    const { result, unmount } = renderHook(() => useTimedFeedback(2000, onEnd));
    act(() => result.current[1]());
    unmount();
    vi.advanceTimersByTime(5000);
    expect(onEnd).not.toHaveBeenCalled();
    expect(vi.getTimerCount()).toBe(0);
  });
});
