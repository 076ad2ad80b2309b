import {
  setup,
  startParticleCanvas,
  startParticleCanvasesAfterPaint,
  withPaintTiming,
  withWorkers,
} from '../../test/particlePage';
import { PARTICLES } from './particles';

describe('the particle canvas script: when it starts', () => {
  it('starts only after the first contentful paint, in a task of its own', () => {
    vi.useFakeTimers();
    const { ctx, frames } = setup();
    const paint = withPaintTiming();
    startParticleCanvasesAfterPaint(document);
    vi.runAllTimers();
    expect(ctx.arc).not.toHaveBeenCalled();
    paint();
    expect(ctx.arc).not.toHaveBeenCalled();
    expect(document.querySelector('canvas')?.dataset.particles).toBe('');
    vi.runAllTimers();
    expect(ctx.arc).toHaveBeenCalledTimes(PARTICLES.count);
    expect(frames.pending()).toBe(1);
    expect(document.querySelector('canvas')?.dataset.particles).toBe('running');
  });

  it('never starts if stopped before the first paint', () => {
    vi.useFakeTimers();
    const { ctx, frames } = setup();
    const paint = withPaintTiming();
    const stop = startParticleCanvasesAfterPaint(document);
    stop();
    paint();
    vi.runAllTimers();
    expect(ctx.arc).not.toHaveBeenCalled();
    expect(frames.pending()).toBe(0);
  });

  it('hands the canvas to the worker after the first paint, not before', () => {
    vi.useFakeTimers();
    setup();
    const paint = withPaintTiming();
    const { transfer, scripts } = withWorkers();
    startParticleCanvasesAfterPaint(document);
    expect(transfer).not.toHaveBeenCalled();
    paint();
    vi.runAllTimers();
    expect(transfer).toHaveBeenCalledTimes(1);
    expect(scripts).toEqual([expect.stringMatching(/particles\.worker/)]);
  });
});

describe('the particle canvas script with OffscreenCanvas', () => {
  it('hands the canvas to a worker and only tells it the size and whether it can be seen', () => {
    const { canvas, ctx, frames, setOnScreen, setHidden } = setup();
    const { offscreen, posted, messages, terminate } = withWorkers();
    Object.defineProperty(canvas, 'clientWidth', { value: 390 });
    Object.defineProperty(canvas, 'clientHeight', { value: 700 });
    vi.stubGlobal('devicePixelRatio', 3);
    const stop = startParticleCanvas(canvas);
    expect(posted[0]).toEqual([{ type: 'init', canvas: offscreen, still: false }, [offscreen]]);
    expect(messages()).toContainEqual({ type: 'resize', width: 390, height: 700, dpr: 3 });
    setOnScreen(false);
    expect(messages().at(-1)).toEqual({ type: 'active', active: false });
    setOnScreen(true);
    expect(messages().at(-1)).toEqual({ type: 'active', active: true });
    setHidden(true);
    expect(messages().at(-1)).toEqual({ type: 'active', active: false });
    // The page itself draws nothing and asks for no frames.
    expect(ctx.arc).not.toHaveBeenCalled();
    expect(frames.requested()).toBe(0);
    stop();
    expect(terminate).toHaveBeenCalled();
  });

  it('tells the worker to hold still under reduced motion, and to move once allowed', () => {
    const { canvas, setReducedMotion } = setup({ reducedMotion: true });
    const { messages } = withWorkers();
    startParticleCanvas(canvas);
    expect(messages()[0]).toMatchObject({ type: 'init', still: true });
    setReducedMotion(false);
    expect(messages().at(-1)).toEqual({ type: 'still', still: false });
  });

  it('draws on the page when the worker cannot start, keeping the canvas', () => {
    const { canvas, ctx, frames } = setup();
    const { transfer } = withWorkers({ failToStart: true });
    startParticleCanvas(canvas);
    expect(transfer).not.toHaveBeenCalled();
    expect(ctx.arc).toHaveBeenCalledTimes(PARTICLES.count);
    expect(frames.pending()).toBe(1);
  });
});

describe('the particle canvas script on the page (no OffscreenCanvas)', () => {
  it('stops while the tab is hidden', () => {
    const { canvas, frames, setHidden } = setup();
    startParticleCanvas(canvas);
    setHidden(true);
    expect(frames.pending()).toBe(0);
    setHidden(false);
    expect(frames.pending()).toBe(1);
  });

  it('holds until shown when started in a hidden tab', () => {
    const { canvas, frames, setHidden } = setup();
    Object.defineProperty(document, 'hidden', { configurable: true, value: true });
    startParticleCanvas(canvas);
    expect(frames.pending()).toBe(0);
    setHidden(false);
    expect(frames.pending()).toBe(1);
  });

  it('draws one still frame and never asks for an animation frame under reduced motion', () => {
    const { canvas, ctx, frames } = setup({ reducedMotion: true });
    startParticleCanvas(canvas);
    expect(ctx.arc).toHaveBeenCalledTimes(50);
    expect(frames.requested()).toBe(0);
  });

  it('stops moving when the visitor turns on reduced motion, and moves again when allowed', () => {
    const { canvas, frames, setReducedMotion } = setup();
    startParticleCanvas(canvas);
    expect(frames.pending()).toBe(1);
    setReducedMotion(true);
    expect(frames.pending()).toBe(0);
    setReducedMotion(false);
    expect(frames.pending()).toBe(1);
  });

  it('stops everything when stopped', () => {
    const { canvas, frames, observing, motionListeners } = setup();
    const stop = startParticleCanvas(canvas);
    expect(observing).toEqual({ intersection: 1, resize: 1 });
    stop();
    expect(frames.pending()).toBe(0);
    expect(observing).toEqual({ intersection: 0, resize: 0 });
    expect(motionListeners()).toBe(0);
  });
});
