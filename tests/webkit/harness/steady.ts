/** What `waitUntilSteady` saw: the last value, whether it held still, and for how long it was watched. */
export interface Steadiness<T> {
  value: T;
  steady: boolean;
  waitedMs: number;
}

export interface SteadyOptions<T> {
  /** How long the value must stay the same to count as settled. */
  quietMs?: number;
  /** How often to read it. */
  intervalMs?: number;
  /** When to give up and report the value as still moving. */
  timeoutMs?: number;
  /** The part of each value to compare; by default all of it. */
  key?: (value: T) => unknown;
  /**
   * A counter that moves while the page renders (its animation frames): a quiet spell counts only
   * once this has moved `minTicks` during it, since a page that draws nothing has not stopped.
   */
  ticks?: (value: T) => number;
  minTicks?: number;
  /** The clock and the wait, replaceable for tests. */
  now?: () => number;
  sleep?: (ms: number) => Promise<void>;
}

const pause = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * Reads a value (a scroll position, say) until it has stayed the same for `quietMs`, so a check
 * runs once a smooth scroll has ended; values compare by their JSON.
 */
export async function waitUntilSteady<T>(
  read: () => Promise<T>,
  {
    quietMs = 400,
    intervalMs = 50,
    timeoutMs = 10_000,
    key = (value) => value,
    ticks = () => 0,
    minTicks = 0,
    now = Date.now,
    sleep = pause,
  }: SteadyOptions<T> = {},
): Promise<Steadiness<T>> {
  const start = now();
  let value = await read();
  let last = JSON.stringify(key(value));
  let since = now();
  let ticksAtSince = ticks(value);
  for (;;) {
    const quiet = now() - since >= quietMs && ticks(value) - ticksAtSince >= minTicks;
    if (quiet) return { value, steady: true, waitedMs: now() - start };
    if (now() - start >= timeoutMs) return { value, steady: false, waitedMs: now() - start };
    await sleep(intervalMs);
    value = await read();
    const next = JSON.stringify(key(value));
    if (next !== last) {
      last = next;
      since = now();
      ticksAtSince = ticks(value);
    }
  }
}
