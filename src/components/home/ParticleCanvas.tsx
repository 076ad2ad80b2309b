import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import {
  bandLinks,
  createParticles,
  findLinks,
  PARTICLES,
  type Particle,
  rescaleParticles,
  stepParticles,
} from '../../lib/particles';
import { prefersReducedMotion } from '../../lib/reducedMotion';

const LINK_BANDS = 6;
/** About 30 frames a second: the drift is slow enough to look smooth, at half the drawing work. */
const MIN_FRAME_MS = 30;

/** Draws one frame: links first (one path per strength band), dots on top (one path per colour). */
function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height);
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

/**
 * The hero's decorative particle network. Sharp on high-DPI screens, follows resizes, pauses
 * while off-screen or in a hidden tab, and holds still under reduced motion.
 */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    const ctx = canvas?.getContext('2d');
    if (!canvas || !ctx) return;
    // While hydrating, the hook still holds the server's `false`: the sync read keeps it still.
    const still = reducedMotion || prefersReducedMotion();
    let size = { w: canvas.clientWidth, h: canvas.clientHeight };
    const particles = createParticles(size.w, size.h);
    let frame = 0;
    let onScreen = true;

    const resizeToBox = () => {
      const next = { w: canvas.clientWidth, h: canvas.clientHeight };
      const dpr = Math.min(window.devicePixelRatio || 1, 2);
      canvas.width = Math.round(next.w * dpr);
      canvas.height = Math.round(next.h * dpr);
      ctx.setTransform(dpr, 0, 0, dpr, 0, 0);
      rescaleParticles(particles, size, next);
      size = next;
      draw(ctx, particles, size.w, size.h);
    };
    let last = 0;
    const tick = (now: number) => {
      frame = requestAnimationFrame(tick);
      if (last && now - last < MIN_FRAME_MS) return;
      // Travel follows the clock, so the speed is the same whatever the frame rate.
      const frames = last ? Math.min((now - last) / (1000 / 60), 4) : 1;
      last = now;
      stepParticles(particles, size.w, size.h, frames);
      draw(ctx, particles, size.w, size.h);
    };
    const start = () => {
      if (!still && !frame && onScreen && !document.hidden) frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
      last = 0;
    };

    resizeToBox();
    start();
    const resize = new ResizeObserver(resizeToBox);
    resize.observe(canvas);
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      if (onScreen) start();
      else stop();
    });
    visibility.observe(canvas);
    const onVisibility = () => (document.hidden ? stop() : start());
    document.addEventListener('visibilitychange', onVisibility);

    return () => {
      stop();
      resize.disconnect();
      visibility.disconnect();
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [reducedMotion]);

  return (
    <div aria-hidden="true" className="absolute inset-0">
      <canvas ref={canvasRef} className="size-full" />
    </div>
  );
}
