import {
  type CarouselAction,
  carouselReducer,
  initialCarouselState,
  isRotating,
  shownIndexes,
  stepIndex,
} from './carousel';

const run = (actions: CarouselAction[], count = 4) =>
  actions.reduce(carouselReducer, initialCarouselState(count));

describe('stepIndex', () => {
  it('moves forward and back, wrapping at both ends', () => {
    expect(stepIndex(0, 4, 1)).toBe(1);
    expect(stepIndex(3, 4, 1)).toBe(0);
    expect(stepIndex(0, 4, -1)).toBe(3);
    expect(stepIndex(2, 4, -1)).toBe(1);
  });

  it('skips images that failed, in both directions', () => {
    expect(stepIndex(0, 4, 1, [1, 2])).toBe(3);
    expect(stepIndex(3, 4, 1, [0])).toBe(1);
    expect(stepIndex(1, 4, -1, [0, 3])).toBe(2);
  });

  it('stays put when no other image is left', () => {
    expect(stepIndex(2, 4, 1, [0, 1, 3])).toBe(2);
    expect(stepIndex(0, 1, 1)).toBe(0);
  });
});

describe('carouselReducer', () => {
  it('starts on the first slide, rotating', () => {
    expect(run([])).toMatchObject({ current: 0, paused: false, failed: [] });
  });

  it('next wraps from the last slide to the first, previous from the first to the last', () => {
    expect(run([{ type: 'next' }, { type: 'next' }, { type: 'next' }]).current).toBe(3);
    expect(run([{ type: 'previous' }]).current).toBe(3);
    expect(run([{ type: 'goTo', index: 3 }, { type: 'next' }]).current).toBe(0);
  });

  it('jumps straight to a slide, and ignores a slide that is not there', () => {
    expect(run([{ type: 'goTo', index: 2 }]).current).toBe(2);
    expect(run([{ type: 'goTo', index: 7 }]).current).toBe(0);
    expect(run([{ type: 'goTo', index: -1 }]).current).toBe(0);
  });

  it('takes a failed image out of the rotation, moving on if it was on view', () => {
    const failedCurrent = run([{ type: 'fail', index: 0 }]);
    expect(failedCurrent).toMatchObject({ current: 1, failed: [0] });
    const failedLater = run([{ type: 'fail', index: 2 }, { type: 'next' }, { type: 'next' }]);
    expect(failedLater.current).toBe(3);
    expect(
      run([
        { type: 'fail', index: 2 },
        { type: 'goTo', index: 2 },
      ]).current,
    ).toBe(0);
    expect(
      run([
        { type: 'fail', index: 2 },
        { type: 'fail', index: 2 },
      ]).failed,
    ).toEqual([2]);
  });

  it('pauses and resumes on the visitor’s word', () => {
    expect(run([{ type: 'togglePause' }]).paused).toBe(true);
    expect(run([{ type: 'togglePause' }, { type: 'togglePause' }]).paused).toBe(false);
  });
});

describe('isRotating', () => {
  const state = initialCarouselState(4);

  it('rotates by default', () => {
    expect(isRotating(state, false)).toBe(true);
  });

  it('stops while hovered, while focused, and while paused', () => {
    expect(isRotating(carouselReducer(state, { type: 'hover', on: true }), false)).toBe(false);
    expect(isRotating(carouselReducer(state, { type: 'focus', on: true }), false)).toBe(false);
    expect(isRotating(carouselReducer(state, { type: 'togglePause' }), false)).toBe(false);
    const left = run([
      { type: 'hover', on: true },
      { type: 'hover', on: false },
    ]);
    expect(isRotating(left, false)).toBe(true);
  });

  it('never rotates under reduced motion', () => {
    expect(isRotating(state, true)).toBe(false);
  });

  it('does not rotate one slide, even when the others failed', () => {
    expect(isRotating(initialCarouselState(1), false)).toBe(false);
    const alone = run([
      { type: 'fail', index: 1 },
      { type: 'fail', index: 2 },
      { type: 'fail', index: 3 },
    ]);
    expect(isRotating(alone, false)).toBe(false);
  });
});

describe('shownIndexes', () => {
  it('lists the images still shown, in order', () => {
    expect(shownIndexes(4, [])).toEqual([0, 1, 2, 3]);
    expect(shownIndexes(4, [2, 0])).toEqual([1, 3]);
  });
});
