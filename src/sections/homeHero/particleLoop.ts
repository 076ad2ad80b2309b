import {
  bandLinks,
  createParticles,
  findLinks,
  PARTICLES,
  type Particle,
  rescaleParticles,
  stepParticles,
} from './particles';

const LINK_BANDS = 6;
/** About 30 frames a second: the drift is slow enough to look smooth, at half the drawing work. */
const MIN_FRAME_MS = 30;
/**
 * The network is drawn at 60 % so it stays behind the words. The canvas does it, not a CSS
 * opacity around it: a faded group over a picture that changes every frame has the compositor
 * redraw the hero into a surface of its own each frame (in Chromium without a GPU, about half a
 * core while the hero is on screen, against a tenth without it).
 */
const NETWORK_OPACITY = 0.6;

/** What the loop draws with: a page canvas's 2D context or, in a worker, an offscreen one. */
export type ParticleContext = Pick<
  CanvasRenderingContext2D,
  | 'clearRect'
  | 'setTransform'
  | 'beginPath'
  | 'moveTo'
  | 'lineTo'
  | 'stroke'
  | 'arc'
  | 'fill'
  | 'globalAlpha'
  | 'lineWidth'
  | 'strokeStyle'
  | 'fillStyle'
> & { canvas: { width: number; height: number } };

/** Frame timing: the page's or the worker's requestAnimationFrame. */
export interface FrameClock {
  request(callback: (now: number) => void): number;
  cancel(id: number): void;
}

/** Draws one frame: links first (one path per strength band), dots on top (one path per colour). */
export function drawParticles(
  ctx: ParticleContext,
  particles: Particle[],
  width: number,
  height: number,
) {
  ctx.clearRect(0, 0, width, height);
  ctx.globalAlpha = NETWORK_OPACITY;
  ctx.lineWidth = 1;
  bandLinks(findLinks(particles), LINK_BANDS).forEach((band, index) => {
    if (band.length === 0) return;
    ctx.strokeStyle = `rgba(167, 139, 250, ${(((index + 0.5) / LINK_BANDS) * 0.35).toFixed(3)})`;
    ctx.beginPath();
    for (const link of band) {
      const a = particles[link.a];
      const b = particles[link.b];
      if (!a || !b) continue;
      ctx.moveTo(a.x, a.y);
      ctx.lineTo(b.x, b.y);
    }
    ctx.stroke();
  });
  for (const colour of PARTICLES.colours) {
    ctx.fillStyle = colour;
    ctx.beginPath();
    for (const p of particles) {
      if (p.colour !== colour) continue;
      ctx.moveTo(p.x + PARTICLES.radius, p.y);
      ctx.arc(p.x, p.y, PARTICLES.radius, 0, Math.PI * 2);
    }
    ctx.fill();
  }
}

export interface ParticleLoop {
  /** The canvas box changed (CSS pixels) or the screen's density did: redraw sharp at the new size. */
  resize(width: number, height: number, dpr: number): void;
  /** Whether the canvas can be seen (on screen, tab shown): the loop runs only while it can. */
  setActive(active: boolean): void;
  /** Reduced motion: hold the current frame, or move again once the visitor allows it. */
  setStill(still: boolean): void;
  stop(): void;
}

/**
 * The particle network's life, the same on the page and in a worker: scatter on the first size,
 * drift about 30 times a second while active, rescale on resize, and hold still (one frame, no
 * loop) under reduced motion.
 */
export function createParticleLoop(
  ctx: ParticleContext,
  clock: FrameClock,
  options: { still: boolean },
): ParticleLoop {
  let { still } = options;
  let particles: Particle[] | null = null;
  let size = { w: 0, h: 0 };
  let active = true;
  let frame = 0;
  let last = 0;

  const tick = (now: number) => {
    frame = clock.request(tick);
    if (!particles || (last && now - last < MIN_FRAME_MS)) return;
    // Travel follows the clock, so the speed is the same whatever the frame rate.
    const frames = last ? Math.min((now - last) / (1000 / 60), 4) : 1;
    last = now;
    stepParticles(particles, size.w, size.h, frames);
    drawParticles(ctx, particles, size.w, size.h);
  };
  const start = () => {
    if (!still && !frame && active && particles) frame = clock.request(tick);
  };
  const stop = () => {
    clock.cancel(frame);
    frame = 0;
    last = 0;
  };

  return {
    resize(width, height, dpr) {
      const next = { w: width, h: height };
      const density = Math.min(dpr || 1, 2);
      ctx.canvas.width = Math.round(next.w * density);
      ctx.canvas.height = Math.round(next.h * density);
      ctx.setTransform(density, 0, 0, density, 0, 0);
      if (particles) rescaleParticles(particles, size, next);
      else particles = createParticles(next.w, next.h);
      size = next;
      drawParticles(ctx, particles, size.w, size.h);
      start();
    },
    setActive(next) {
      active = next;
      if (active) start();
      else stop();
    },
    setStill(next) {
      still = next;
      if (still) stop();
      else start();
    },
    stop,
  };
}
