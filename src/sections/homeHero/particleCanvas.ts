import { afterFirstPaint } from '../../browser/afterFirstPaint';
import { prefersReducedMotion, subscribeToReducedMotion } from '../../browser/reducedMotion';
import { createParticleLoop } from './particleLoop';
import type { ParticleWorkerMessage } from './particles.worker';

/** What the page drives: the worker through messages, or the same loop on the page. */
type Send = (message: Exclude<ParticleWorkerMessage, { type: 'init' }>) => void;

/**
 * Hands the canvas to a worker where the browser can draw off the main thread; returns null
 * (and leaves the canvas alone) where it cannot, or where the worker cannot be started.
 */
function startInWorker(canvas: HTMLCanvasElement, still: boolean): [Send, () => void] | null {
  if (typeof Worker === 'undefined' || !('transferControlToOffscreen' in canvas)) return null;
  let worker: Worker;
  try {
    worker = new Worker(new URL('./particles.worker.ts', import.meta.url), {
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
 * Starts the hero's particle network on `canvas` now: drawn in a worker where the browser allows
 * (so it costs the main thread nothing) and on the page elsewhere. Sharp on high-DPI screens,
 * follows resizes, pauses while off screen or in a hidden tab, and under reduced motion draws one
 * still frame and holds it (following the setting if the visitor changes it). Marks the canvas
 * `data-particles="running"` once started; returns the function that stops it all.
 */
export function startParticleCanvas(canvas: HTMLCanvasElement): () => void {
  const still = prefersReducedMotion();
  const started = startInWorker(canvas, still) ?? startOnPage(canvas, still);
  if (!started) return () => {};
  const [send, end] = started;

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
  const resize = typeof ResizeObserver === 'function' ? new ResizeObserver(sendSize) : null;
  resize?.observe(canvas);
  const visibility =
    typeof IntersectionObserver === 'function'
      ? new IntersectionObserver(([entry]) => {
          onScreen = entry?.isIntersecting ?? true;
          setActive();
        })
      : null;
  visibility?.observe(canvas);
  document.addEventListener('visibilitychange', setActive);
  // Opened in a background tab: hold until it is shown (the observer's first word may come later).
  if (document.hidden) setActive();
  const stopFollowingMotion = subscribeToReducedMotion(() =>
    send({ type: 'still', still: prefersReducedMotion() }),
  );
  // What a test (or a curious reader of the page) can wait on: the network has its canvas.
  canvas.dataset.particles = 'running';

  return () => {
    canvas.dataset.particles = '';
    end();
    resize?.disconnect();
    visibility?.disconnect();
    document.removeEventListener('visibilitychange', setActive);
    stopFollowingMotion();
  };
}

/**
 * Starts every particle canvas on the page (`canvas[data-particles]`) once the first paint is on
 * screen and the browser is idle, as the `client:afterpaint` island it replaces did: the worker and
 * the first frame never hold back the first text on a slow phone. Returns the function that stops
 * them (called before the paint, it keeps them from starting).
 */
export function startParticleCanvasesAfterPaint(doc: Document = document): () => void {
  const stops: (() => void)[] = [];
  let stopped = false;
  const start = () => {
    if (stopped) return;
    for (const canvas of doc.querySelectorAll<HTMLCanvasElement>('canvas[data-particles]')) {
      stops.push(startParticleCanvas(canvas));
    }
  };
  // Then once the browser is idle too: the worker's file is asked for after the first screen's
  // fonts, which a slow line carries at the same time (Lighthouse counted it in the paint).
  afterFirstPaint(window, () => {
    if (typeof requestIdleCallback === 'function') requestIdleCallback(start, { timeout: 2000 });
    else setTimeout(start, 200);
  });
  return () => {
    stopped = true;
    for (const stop of stops.splice(0)) stop();
  };
}
