// @vitest-environment node
import { stillFor } from './still';

/** Reads the values in turn, each 50 ms after the last, then keeps returning the last one. */
function reads<T>(values: T[]) {
  let index = 0;
  let time = 0;
  const read = async () => {
    time = index * 50;
    return values[Math.min(index++, values.length - 1)] as T;
  };
  return { read, now: () => time };
}

/** Asks the condition until it holds, as driver.wait would; returns how long that took. */
async function settle(condition: () => Promise<boolean>, now: () => number) {
  for (let tries = 0; tries < 100; tries += 1) if (await condition()) return now();
  return null;
}

describe('stillFor', () => {
  it('holds once the value has stayed the same for the quiet time, starting again when it moves', async () => {
    const { read, now } = reads([5, 5, 5, 9, 9, 9, 9, 9, 9, 9]);
    const still = stillFor(read, { quietMs: 200, now });
    expect(await settle(still.condition, now)).toBe(350);
    expect(still.last()).toBe(9);
  });

  it('compares values by their content, so a pair of numbers works', async () => {
    const { read, now } = reads([
      [0, 900],
      [300, 600],
      [300, 600],
      [300, 600],
    ]);
    const still = stillFor(read, { quietMs: 100, now });
    expect(await settle(still.condition, now)).toBe(150);
    expect(still.last()).toEqual([300, 600]);
  });

  it('compares only the key, and waits out a quiet spell in which the page drew too few frames', async () => {
    // [scrollY, frames drawn]: still from the start, but only 2 frames in the first 400 ms.
    const { read, now } = reads([
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
    const still = stillFor(read, {
      quietMs: 200,
      key: ([y]) => y,
      ticks: ([, frames]) => frames ?? 0,
      minTicks: 10,
      now,
    });
    expect(await settle(still.condition, now)).toBe(450);
  });

  it('never holds while the value keeps moving, and keeps the last value for the message', async () => {
    let y = 0;
    const still = stillFor(async () => (y += 10), { quietMs: 400 });
    for (let tries = 0; tries < 20; tries += 1) expect(await still.condition()).toBe(false);
    expect(still.last()).toBe(200);
  });
});
