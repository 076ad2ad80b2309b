import { COPY_FEEDBACK_MS } from './clipboard';
import { timedFeedback } from './timedFeedback';

describe('timedFeedback', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('is off until shown, and starts no clock of its own', () => {
    const onChange = vi.fn();
    const feedback = timedFeedback(2000, onChange);
    expect(feedback.active).toBe(false);
    expect(vi.getTimerCount()).toBe(0);
    vi.advanceTimersByTime(10_000);
    expect(onChange).not.toHaveBeenCalled();
  });

  it('stays on for exactly its duration, then resets to off', () => {
    const onChange = vi.fn();
    const feedback = timedFeedback(2000, onChange);
    feedback.show();
    expect(feedback.active).toBe(true);
    expect(onChange.mock.calls).toEqual([[true]]);
    vi.advanceTimersByTime(1999);
    expect(feedback.active).toBe(true);
    expect(onChange).toHaveBeenCalledTimes(1);
    vi.advanceTimersByTime(1);
    expect(feedback.active).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
    expect(vi.getTimerCount()).toBe(0);
  });

  it('restarts the clock when shown again before it ends, and tells of no change meanwhile', () => {
    const onChange = vi.fn();
    const feedback = timedFeedback(2000, onChange);
    feedback.show();
    vi.advanceTimersByTime(1500);
    feedback.show();
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(vi.getTimerCount()).toBe(1);
    vi.advanceTimersByTime(1999);
    expect(feedback.active).toBe(true);
    vi.advanceTimersByTime(1);
    expect(feedback.active).toBe(false);
    expect(onChange.mock.calls).toEqual([[true], [false]]);
  });

  it('can be shown again once it has ended', () => {
    const onChange = vi.fn();
    const feedback = timedFeedback(2000, onChange);
    feedback.show();
    vi.advanceTimersByTime(2000);
    feedback.show();
    expect(feedback.active).toBe(true);
    vi.advanceTimersByTime(2000);
    expect(onChange.mock.calls).toEqual([[true], [false], [true], [false]]);
  });

  it("lasts the 2000 ms product.md gives 'Copied' and 'Link Copied!'", () => {
    expect(COPY_FEEDBACK_MS).toBe(2000);
  });
});
