import {
  atEnd,
  initialScrollerState,
  isAutoScrolling,
  progressShare,
  type ScrollerAction,
  scrollerReducer,
  sectionAt,
} from './scroller';

const run = (actions: ScrollerAction[], count = 4) =>
  actions.reduce(scrollerReducer, initialScrollerState(count));
const advance = (times: number): ScrollerAction[] =>
  Array.from({ length: times }, () => ({ type: 'advance' }));

describe('scrollerReducer', () => {
  it('starts on the first section', () => {
    expect(run([])).toMatchObject({ current: 0, paused: false, scrolls: 0 });
  });

  it('advances one section at a time, asking the frame to scroll each time', () => {
    expect(run(advance(1))).toMatchObject({ current: 1, scrolls: 1 });
    expect(run(advance(2))).toMatchObject({ current: 2, scrolls: 2 });
  });

  it('stops at the last section instead of wrapping', () => {
    const end = run(advance(3));
    expect(end.current).toBe(3);
    expect(atEnd(end)).toBe(true);
    expect(run(advance(9))).toMatchObject({ current: 3, scrolls: 3 });
  });

  it('follows the visitor’s own scrolling without scrolling the frame itself', () => {
    expect(run([{ type: 'reached', index: 2 }])).toMatchObject({ current: 2, scrolls: 0 });
    expect(run([{ type: 'reached', index: 9 }]).current).toBe(3);
    expect(run([{ type: 'reached', index: -2 }]).current).toBe(0);
  });

  it('restarts from the top, turning again, even after a pause', () => {
    const restarted = run([...advance(3), { type: 'togglePause' }, { type: 'restart' }]);
    expect(restarted).toMatchObject({ current: 0, paused: false, scrolls: 4 });
  });
});

describe('isAutoScrolling', () => {
  const start = initialScrollerState(4);

  it('scrolls by itself until the last section', () => {
    expect(isAutoScrolling(start, false)).toBe(true);
    expect(isAutoScrolling(run(advance(2)), false)).toBe(true);
    expect(isAutoScrolling(run(advance(3)), false)).toBe(false);
  });

  it('stops while hovered, while focused, and while paused', () => {
    expect(isAutoScrolling(run([{ type: 'hover', on: true }]), false)).toBe(false);
    expect(isAutoScrolling(run([{ type: 'focus', on: true }]), false)).toBe(false);
    expect(isAutoScrolling(run([{ type: 'togglePause' }]), false)).toBe(false);
    expect(
      isAutoScrolling(
        run([
          { type: 'focus', on: true },
          { type: 'focus', on: false },
        ]),
        false,
      ),
    ).toBe(true);
  });

  it('never scrolls by itself under reduced motion', () => {
    expect(isAutoScrolling(start, true)).toBe(false);
  });
});

describe('progressShare', () => {
  it('fills a share per section, full on the last', () => {
    expect(progressShare(0, 4)).toBe(0.25);
    expect(progressShare(1, 4)).toBe(0.5);
    expect(progressShare(3, 4)).toBe(1);
    expect(progressShare(0, 0)).toBe(0);
  });
});

describe('sectionAt', () => {
  const tops = [0, 300, 600, 900];

  it('names the section whose top the frame has scrolled to', () => {
    expect(sectionAt(0, tops, 1000)).toBe(0);
    expect(sectionAt(300, tops, 1000)).toBe(1);
    expect(sectionAt(610, tops, 1000)).toBe(2);
  });

  it('counts a section as reached once more than half the way there', () => {
    expect(sectionAt(149, tops, 1000)).toBe(0);
    expect(sectionAt(150, tops, 1000)).toBe(1);
  });

  it('is on the last section once the frame cannot scroll further, however short it is', () => {
    expect(sectionAt(700, tops, 700)).toBe(3);
    expect(sectionAt(0, [], 0)).toBe(0);
  });
});
