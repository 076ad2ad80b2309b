/** What `waitUntilSteady` saw: the last value, whether it held still, and for how long it was watched. */
export interface Steadiness<T> {
  value: T;
  steady: boolean;
  waitedMs: number;
}

export interface SteadyOptions {
  /** How long the value must stay the same to count as settled. */
  quietMs?: number;
  /** How often to read it. */
  intervalMs?: number;
  /** When to give up and report the value as still moving. */
  timeoutMs?: number;
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
    now = Date.now,
    sleep = pause,
  }: SteadyOptions = {},
): Promise<Steadiness<T>> {
  const start = now();
  let value = await read();
  let key = JSON.stringify(value);
  let since = now();
  for (;;) {
    if (now() - since >= quietMs) return { value, steady: true, waitedMs: now() - start };
    if (now() - start >= timeoutMs) return { value, steady: false, waitedMs: now() - start };
    await sleep(intervalMs);
    value = await read();
    const next = JSON.stringify(value);
    if (next !== key) {
      key = next;
      since = now();
    }
  }
}
