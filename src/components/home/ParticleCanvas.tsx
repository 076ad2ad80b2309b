import { useEffect, useRef } from 'react';
import { usePrefersReducedMotion } from '../../hooks/usePrefersReducedMotion';
import { createParticleLoop } from '../../lib/particleLoop';
import { prefersReducedMotion } from '../../lib/reducedMotion';
import type { ParticleWorkerMessage } from '../../workers/particles.worker';

/** What the component drives: the worker through messages, or the same loop on the page. */
type Send = (message: Exclude<ParticleWorkerMessage, { type: 'init' }>) => void;

/**
 * Hands the canvas to a worker where the browser can draw off the main thread; returns null
 * (and leaves the canvas alone) where it cannot, or where the worker cannot be started.
 */
function startInWorker(canvas: HTMLCanvasElement, still: boolean): [Send, () => void] | null {
  if (typeof Worker === 'undefined' || !('transferControlToOffscreen' in canvas)) return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('../../workers/particles.worker.ts', import.meta.url), {
      type: 'module',
    });
  } catch {
    return null;
  }
  const offscreen = canvas.transferControlToOffscreen();
  const init: ParticleWorkerMessage = { type: 'init', canvas: offscreen, still };
  worker.postMessage(init, [offscreen]);
  return [(message) => worker.postMessage(message), () => worker.terminate()];
}

/** The same loop on the main thread, for browsers without OffscreenCanvas. */
function startOnPage(canvas: HTMLCanvasElement, still: boolean): [Send, () => void] | null {
  const ctx = canvas.getContext('2d');
  if (!ctx) return null;
  const loop = createParticleLoop(
    ctx,
    { request: (cb) => requestAnimationFrame(cb), cancel: (id) => cancelAnimationFrame(id) },
    { still },
  );
  const send: Send = (message) => {
    if (message.type === 'resize') loop.resize(message.width, message.height, message.dpr);
    else if (message.type === 'active') loop.setActive(message.active);
    else loop.setStill(message.still);
  };
  return [send, loop.stop];
}

/**
 * The hero's decorative particle network, drawn in a worker where the browser allows (so it
 * costs the main thread nothing) and on the page elsewhere. Sharp on high-DPI screens, follows
 * resizes, pauses while off-screen or in a hidden tab, and holds still under reduced motion.
 */
export function ParticleCanvas() {
  const canvasRef = useRef<HTMLCanvasElement>(null);
  const sendRef = useRef<Send | null>(null);
  const reducedMotion = usePrefersReducedMotion();

  useEffect(() => {
    const canvas = canvasRef.current;
    if (!canvas) return;
    // While hydrating, the hook still holds the server's `false`: the sync read keeps it still.
    const still = prefersReducedMotion();
    const started = startInWorker(canvas, still) ?? startOnPage(canvas, still);
    if (!started) return;
    const [send, end] = started;
    sendRef.current = send;

    let onScreen = true;
    const setActive = () => send({ type: 'active', active: onScreen && !document.hidden });
    const sendSize = () =>
      send({
        type: 'resize',
        width: canvas.clientWidth,
        height: canvas.clientHeight,
        dpr: window.devicePixelRatio || 1,
      });
    sendSize();
    const resize = new ResizeObserver(sendSize);
    resize.observe(canvas);
    const visibility = new IntersectionObserver(([entry]) => {
      onScreen = entry?.isIntersecting ?? true;
      setActive();
    });
    visibility.observe(canvas);
    document.addEventListener('visibilitychange', setActive);

    return () => {
      sendRef.current = null;
      end();
      resize.disconnect();
      visibility.disconnect();
      document.removeEventListener('visibilitychange', setActive);
    };
  }, []);

  useEffect(() => {
    sendRef.current?.({ type: 'still', still: reducedMotion || prefersReducedMotion() });
  }, [reducedMotion]);

  return (
    <div aria-hidden="true" className="absolute inset-0">
      <canvas ref={canvasRef} className="size-full" />
    </div>
  );
}
