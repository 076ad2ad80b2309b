import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import {
  createParticles,
  findLinks,
  PARTICLES,
  type Particle,
  rescaleParticles,
  stepParticles,
} from '../../lib/particles';

/** Draws one frame: links first, dots on top. */
function draw(ctx: CanvasRenderingContext2D, particles: Particle[], width: number, height: number) {
  ctx.clearRect(0, 0, width, height);
  ctx.lineWidth = 1;
  for (const link of findLinks(particles)) {
    const a = particles[link.a];
    const b = particles[link.b];
    if (!a || !b) continue;
    ctx.strokeStyle = `rgba(167, 139, 250, ${(link.strength * 0.35).toFixed(3)})`;
    ctx.beginPath();
    ctx.moveTo(a.x, a.y);
    ctx.lineTo(b.x, b.y);
    ctx.stroke();
  }
  for (const p of particles) {
    ctx.fillStyle = p.colour;
    ctx.beginPath();
    ctx.arc(p.x, p.y, PARTICLES.radius, 0, Math.PI * 2);
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
    const tick = () => {
      stepParticles(particles, size.w, size.h);
      draw(ctx, particles, size.w, size.h);
      frame = requestAnimationFrame(tick);
    };
    const start = () => {
      if (!reducedMotion && !frame && onScreen && !document.hidden)
        frame = requestAnimationFrame(tick);
    };
    const stop = () => {
      cancelAnimationFrame(frame);
      frame = 0;
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
