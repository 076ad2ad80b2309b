/** What `stillFor` compares and counts; the clock is replaceable for tests. */
export interface StillOptions<T> {
  /** How long the value must stay the same to count as settled. */
  quietMs: number;
  /** The part of each value to compare; by default all of it. */
  key?: (value: T) => unknown;
  /**
   * A counter that moves while the page renders (its animation frames): a quiet spell counts only
   * once this has moved `minTicks` during it, since a page that draws nothing has stalled.
   */
  ticks?: (value: T) => number;
  minTicks?: number;
  now?: () => number;
}

/**
 * A condition for selenium's `driver.wait`: true once `read`'s value (compared by its JSON) has
 * stayed the same for `quietMs`, as a scroll that has ended or a button come to rest. Selenium's
 * `until` has none for an element or a page that stops moving. `last()` is the value last read,
 * for the message when the wait times out.
 */
export function stillFor<T>(
  read: () => Promise<T>,
  {
    quietMs,
    key = (value) => value,
    ticks = () => 0,
    minTicks = 0,
    now = Date.now,
  }: StillOptions<T>,
) {
  let seen: { value: T; json: string; since: number; ticks: number } | undefined;
  const condition = async () => {
    const value = await read();
    const json = JSON.stringify(key(value));
    if (seen?.json !== json) {
      seen = { value, json, since: now(), ticks: ticks(value) };
      return false;
    }
    seen.value = value;
    return now() - seen.since >= quietMs && ticks(value) - seen.ticks >= minTicks;
  };
  return { condition, last: () => seen?.value };
}
