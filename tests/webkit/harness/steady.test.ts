// @vitest-environment node
import { waitUntilSteady } from './steady';

/** A clock that moves only when the code under test sleeps. */
function fakeClock() {
  let time = 0;
  const sleep = async (ms: number) => {
    time += ms;
  };
  return { now: () => time, sleep };
}

/** Reads the values in turn, then keeps returning the last one; counts the reads. */
function reads<T>(values: T[]) {
  let index = 0;
  const read = async () => values[Math.min(index++, values.length - 1)] as T;
  return { read, count: () => index };
}

describe('waitUntilSteady', () => {
  it('returns once the value has held for the quiet time', async () => {
    const clock = fakeClock();
    const { read } = reads([0, 120, 480, 800, 800, 800]);
    const result = await waitUntilSteady(read, { quietMs: 400, intervalMs: 50, ...clock });
    expect(result).toEqual({ value: 800, steady: true, waitedMs: 550 });
  });

  it('starts the quiet time again whenever the value moves', async () => {
    const clock = fakeClock();
    const { read } = reads([5, 5, 5, 9, 9, 9, 9, 9, 9, 9]);
    const result = await waitUntilSteady(read, { quietMs: 200, intervalMs: 50, ...clock });
    expect(result.value).toBe(9);
    expect(result.waitedMs).toBe(350);
  });

  it('compares values by their content, so a pair of numbers works', async () => {
    const clock = fakeClock();
    const { read } = reads([
      [0, 900],
      [300, 600],
      [300, 600],
    ]);
    const result = await waitUntilSteady(read, { quietMs: 100, intervalMs: 50, ...clock });
    expect(result).toMatchObject({ value: [300, 600], steady: true });
  });

  it('compares only the key, and waits out a quiet spell in which the page drew too few frames', async () => {
    const clock = fakeClock();
    // [scrollY, frames drawn]: still from the start, but only 2 frames in the first 400 ms.
    const { read } = reads([
      [500, 0],
      [500, 1],
      [500, 1],
      [500, 1],
      [500, 1],
      [500, 2],
      [500, 2],
      [500, 2],
      [500, 2],
      [500, 20],
    ]);
    const result = await waitUntilSteady(read, {
      quietMs: 200,
      intervalMs: 50,
      key: ([y]) => y,
      ticks: ([, frames]) => frames ?? 0,
      minTicks: 10,
      ...clock,
    });
    expect(result).toEqual({ value: [500, 20], steady: true, waitedMs: 450 });
  });

  it('gives up at the time limit and says the value never settled', async () => {
    const clock = fakeClock();
    let y = 0;
    const moving = async () => {
      y += 10;
      return y;
    };
    const result = await waitUntilSteady(moving, {
      quietMs: 400,
      intervalMs: 100,
      timeoutMs: 1000,
      ...clock,
    });
    expect(result.steady).toBe(false);
    expect(result.waitedMs).toBe(1000);
    expect(result.value).toBe(110);
  });
});
