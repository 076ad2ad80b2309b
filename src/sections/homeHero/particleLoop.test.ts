import { fakeCanvasContext } from '../../test/canvasContext';
import { createParticleLoop, type FrameClock } from './particleLoop';

function fakeClock() {
  const pending = new Map<number, (now: number) => void>();
  let nextId = 1;
  const clock: FrameClock = {
    request: (callback) => {
      pending.set(nextId, callback);
      return nextId++;
    },
    cancel: (id) => pending.delete(id),
  };
  const advance = (now: number) => {
    const due = [...pending.values()];
    pending.clear();
    for (const callback of due) callback(now);
  };
  return { clock, pending, advance };
}

describe('the particle loop', () => {
  it('scatters the dots on the first size, sharp at the screen density, and starts drifting', () => {
    const ctx = fakeCanvasContext();
    const { clock, pending } = fakeClock();
    const loop = createParticleLoop(ctx, clock, { still: false });
    expect(pending.size).toBe(0);
    loop.resize(400, 300, 2);
    expect(ctx.canvas).toEqual({ width: 800, height: 600 });
    expect(ctx.setTransform).toHaveBeenCalledWith(2, 0, 0, 2, 0, 0);
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    // Faded by the canvas itself, behind the words (no CSS opacity around it).
    expect(ctx.globalAlpha).toBe(0.6);
    expect(pending.size).toBe(1);
  });

  it('caps the density at 2 and draws about 30 times a second, not at every frame', () => {
    const ctx = fakeCanvasContext();
    const { clock, advance } = fakeClock();
    const loop = createParticleLoop(ctx, clock, { still: false });
    loop.resize(100, 100, 3);
    expect(ctx.canvas.width).toBe(200);
    ctx.arc.mockClear();
    advance(1000);
    advance(1016);
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    advance(1040);
    expect(ctx.arc).toHaveBeenCalledTimes(100);
  });

  it('holds still under reduced motion: one frame, no loop, until motion is allowed', () => {
    const ctx = fakeCanvasContext();
    const { clock, pending } = fakeClock();
    const loop = createParticleLoop(ctx, clock, { still: true });
    loop.resize(400, 300, 1);
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    expect(pending.size).toBe(0);
    loop.setStill(false);
    expect(pending.size).toBe(1);
    loop.setStill(true);
    expect(pending.size).toBe(0);
  });

  it('pauses while it cannot be seen and resumes when it can', () => {
    const { clock, pending } = fakeClock();
    const loop = createParticleLoop(fakeCanvasContext(), clock, { still: false });
    loop.resize(400, 300, 1);
    loop.setActive(false);
    expect(pending.size).toBe(0);
    loop.setActive(true);
    expect(pending.size).toBe(1);
    loop.stop();
    expect(pending.size).toBe(0);
  });

  it('keeps every dot inside the box when it shrinks', () => {
    const ctx = fakeCanvasContext();
    const { clock } = fakeClock();
    const loop = createParticleLoop(ctx, clock, { still: true });
    loop.resize(1000, 800, 1);
    ctx.arc.mockClear();
    loop.resize(100, 80, 1);
    for (const [x, y] of ctx.arc.mock.calls) {
      expect(x).toBeGreaterThanOrEqual(0);
      expect(x).toBeLessThanOrEqual(100);
      expect(y).toBeGreaterThanOrEqual(0);
      expect(y).toBeLessThanOrEqual(80);
    }
  });
});
