/**
 * A short-lived state, like 'Copied' after a copy, with no framework and no DOM: `show()` turns it
 * on, and it turns itself off `durationMs` later. Showing it again while it is on restarts the
 * clock. `onChange` hears each change of state, once: never for a `show()` while already on, so
 * what a screen reader was told is not said again.
 */
export interface TimedFeedback {
  /** Whether the feedback shows now. */
  readonly active: boolean;
  /** Turns it on (or keeps it on) for a full `durationMs` from now. */
  show: () => void;
}

export function timedFeedback(
  durationMs: number,
  onChange: (active: boolean) => void,
): TimedFeedback {
  let active = false;
  let timer: ReturnType<typeof setTimeout> | undefined;
  const become = (next: boolean) => {
    if (next === active) return;
    active = next;
    onChange(next);
  };
  return {
    get active() {
      return active;
    },
    show() {
      clearTimeout(timer);
      timer = setTimeout(() => {
        timer = undefined;
        become(false);
      }, durationMs);
      become(true);
    },
  };
}
