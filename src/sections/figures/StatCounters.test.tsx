import { screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import {
  mockAnimationFrames,
  mockIntersectionObserver,
  mockReducedMotion,
} from '../../test/pageMocks';
import { StatCounters, type StatCountersProps } from './StatCounters';
import { countUpWhenSeen, startStatCounters } from './statCounters';

const stats: StatCountersProps['stats'] = [
  { value: 150, suffix: 'M+', label: 'Revenue Influenced' },
  { value: 47, suffix: '+', label: 'Businesses Served' },
  { value: 90, suffix: '%', label: 'Client Retention' },
  { value: 80, suffix: '%+', label: 'Clients Renew or Refer' },
];
const finalFigures = ['150M+', '47+', '90%', '80%+'];

/** The grid as the built page serves it: the server's HTML, no framework on the page. */
function serve() {
  document.body.innerHTML = renderToString(<StatCounters stats={stats} />);
  const list = document.querySelector('[data-count-up]');
  if (!list) throw new Error('no counter grid');
  return list;
}

/** What a sighted visitor sees in each cell: the figure outside the screen-reader text. */
const visibleFigures = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-hidden="true"]')?.textContent);

describe('StatCounters, the HTML', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('holds the final figures, for a visitor without script or whose script failed', () => {
    const html = renderToString(<StatCounters stats={stats} />);
    for (const figure of finalFigures) expect(html).toContain(figure);
    serve();
    expect(visibleFigures()).toEqual(finalFigures);
  });

  it('writes figures as the count does: thousands grouped, decimals kept', () => {
    document.body.innerHTML = renderToString(
      <StatCounters
        stats={[
          { value: 1500, suffix: '+', label: 'Calls booked' },
          { value: 4.9, suffix: '/5', label: 'Average rating' },
        ]}
      />,
    );
    expect(visibleFigures()).toEqual(['1,500+', '4.9/5']);
    const sizers = [...document.querySelectorAll<HTMLElement>('[data-final]')];
    expect(sizers.map((sizer) => sizer.dataset.final)).toEqual(['1,500', '4.9']);
  });

  it('gives screen readers each final figure and its label, never the moving number', () => {
    serve();
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('150M+')).toHaveClass('sr-only');
    expect(within(first).getByText('Revenue Influenced')).toBeInTheDocument();
    expect(first.querySelector('[aria-hidden="true"] [data-count-to="150"]')).not.toBeNull();
  });

  it("keeps every digit one width, and holds the final figure's width while counting", () => {
    serve();
    for (const [index, item] of screen.getAllByRole('listitem').entries()) {
      const number = item.querySelector('[data-count-to]');
      expect(number?.closest('.tabular-nums')).not.toBeNull();
      // The unseen sizer writes the final figure; the moving number is laid over it.
      const sizer = number?.parentElement;
      expect(sizer?.dataset.final).toBe(['150', '47', '90', '80'][index]);
      expect(sizer).toHaveClass(
        'relative',
        'before:content-[attr(data-final)]',
        'before:invisible',
      );
      expect(number).toHaveClass('absolute', 'inset-0', 'text-right');
    }
  });
});

describe('StatCounters, the count-up script', () => {
  /** The grid as built, and its script started (unless `script` is false) under these browser stand-ins. */
  function started({ reduced = false, script = true } = {}) {
    const setReducedMotion = mockReducedMotion(reduced);
    const observer = mockIntersectionObserver();
    const frames = mockAnimationFrames();
    const list = serve();
    if (script) startStatCounters(document);
    return { setReducedMotion, observer, frames, list };
  }

  afterEach(() => {
    vi.unstubAllGlobals();
    document.body.innerHTML = '';
  });

  it('shows the final figures until the grid comes into view', () => {
    const { frames } = started();
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.requested()).toBe(0);
  });

  it('watches the grid with a threshold between 0.05 and 0.2', () => {
    const { observer, list } = started();
    expect(observer.watched()).toEqual([list]);
    const [threshold] = observer.thresholds();
    expect(threshold).toBeGreaterThanOrEqual(0.05);
    expect(threshold).toBeLessThanOrEqual(0.2);
  });

  it('counts from 0 up to each figure over 2000 ms once in view, then stops', () => {
    const { observer, frames } = started();
    observer.leave();
    expect(visibleFigures()).toEqual(finalFigures);
    observer.enter();
    expect(visibleFigures()).toEqual(['0M+', '0+', '0%', '0%+']);
    frames.advance(16); // the first frame sets the clock's zero
    expect(visibleFigures()).toEqual(['0M+', '0+', '0%', '0%+']);
    frames.advance(1000);
    expect(visibleFigures()).toEqual(['131M+', '41+', '79%', '70%+']);
    frames.advance(500);
    const late = visibleFigures().map((text) => Number.parseFloat(text ?? ''));
    const half = [131, 41, 79, 70];
    expect(late.every((value, index) => value > (half[index] ?? 0) && value <= 150)).toBe(true);
    expect(visibleFigures()).not.toEqual(finalFigures);
    frames.advance(500);
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.pending()).toBe(0);
    // Once only: the grid leaving and coming back does not count again.
    observer.leave();
    observer.enter();
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.pending()).toBe(0);
  });

  it('leaves the final figures and asks for no frames under reduced motion', () => {
    const { observer, frames } = started({ reduced: true });
    observer.enter();
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.requested()).toBe(0);
  });

  it('lands on the final figures at once if the visitor turns on reduced motion mid-count', () => {
    const { setReducedMotion, observer, frames } = started();
    observer.enter();
    frames.advance(16);
    frames.advance(300);
    expect(visibleFigures()).not.toEqual(finalFigures);
    setReducedMotion(true);
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.pending()).toBe(0);
  });

  it('leaves the final figures where the browser has no IntersectionObserver', () => {
    mockReducedMotion(false);
    vi.stubGlobal('IntersectionObserver', undefined);
    const frames = mockAnimationFrames();
    serve();
    startStatCounters(document);
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.requested()).toBe(0);
  });

  it('lands on the final figures when stopped mid-count, and takes a custom duration', () => {
    const { observer, frames, list } = started({ script: false });
    const stop = countUpWhenSeen(list, 500);
    observer.enter();
    frames.advance(16);
    frames.advance(250);
    expect(visibleFigures()).not.toEqual(finalFigures);
    stop();
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.pending()).toBe(0);

    serve();
    countUpWhenSeen(document.querySelector('[data-count-up]') as Element, 500);
    observer.enter();
    frames.advance(16);
    frames.advance(500);
    expect(visibleFigures()).toEqual(finalFigures);
    expect(frames.pending()).toBe(0);
  });
});
