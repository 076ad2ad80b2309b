/// <reference lib="webworker" />
/**
 * Draws the hero's particle network off the main thread, so a phone's main thread stays free for
 * the visitor's taps while it moves. The page hands over the canvas and then only tells it the
 * box's size, whether it can be seen and whether to hold still (src/sections/homeHero/particleCanvas.ts).
 */
import { createParticleLoop, type FrameClock, type ParticleLoop } from './particleLoop';

export type ParticleWorkerMessage =
  | { type: 'init'; canvas: OffscreenCanvas; still: boolean }
  | { type: 'resize'; width: number; height: number; dpr: number }
  | { type: 'active'; active: boolean }
  | { type: 'still'; still: boolean };

const scope = self as unknown as DedicatedWorkerGlobalScope;

/** Workers have their own requestAnimationFrame in Chromium and Firefox; a timer elsewhere. */
const clock: FrameClock =
  typeof scope.requestAnimationFrame === 'function'
    ? {
        request: (callback) => scope.requestAnimationFrame(callback),
        cancel: (id) => scope.cancelAnimationFrame(id),
      }
    : {
        request: (callback) => scope.setTimeout(() => callback(performance.now()), 16),
        cancel: (id) => scope.clearTimeout(id),
      };

let loop: ParticleLoop | null = null;

scope.onmessage = ({ data }: MessageEvent<ParticleWorkerMessage>) => {
  if (data.type === 'init') {
    const ctx = data.canvas.getContext('2d');
    if (ctx) loop = createParticleLoop(ctx, clock, { still: data.still });
  } else if (data.type === 'resize') {
    loop?.resize(data.width, data.height, data.dpr);
  } else if (data.type === 'active') {
    loop?.setActive(data.active);
  } else {
    loop?.setStill(data.still);
  }
};
