import type { ParticleContext } from '../sections/homeHero/particleLoop';

/** A 2D context that records what is drawn, for the particle loop and the canvas script. */
export function fakeCanvasContext() {
  const ctx = {
    clearRect: vi.fn(),
    setTransform: vi.fn(),
    beginPath: vi.fn(),
    moveTo: vi.fn(),
    lineTo: vi.fn(),
    stroke: vi.fn(),
    arc: vi.fn(),
    fill: vi.fn(),
    globalAlpha: 1,
    lineWidth: 0,
    strokeStyle: '',
    fillStyle: '',
    canvas: { width: 0, height: 0 },
  };
  return ctx as typeof ctx & ParticleContext;
}
