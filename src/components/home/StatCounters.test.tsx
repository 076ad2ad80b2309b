import { act, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { StatCounters, type StatCountersProps } from './StatCounters';

const stats: StatCountersProps['stats'] = [
  { value: 150, suffix: 'M+', label: 'Revenue Influenced' },
  { value: 47, suffix: '+', label: 'Businesses Served' },
  { value: 90, suffix: '%', label: 'Client Retention' },
  { value: 80, suffix: '%+', label: 'Clients Renew or Refer' },
];

/** An IntersectionObserver the test fires by hand, recording the threshold it was given. */
function mockIntersectionObserver() {
  const observers: { callback: IntersectionObserverCallback; threshold: unknown }[] = [];
  class MockObserver {
    constructor(callback: IntersectionObserverCallback, options?: IntersectionObserverInit) {
      observers.push({ callback, threshold: options?.threshold });
    }
    observe() {}
    disconnect() {}
  }
  vi.stubGlobal('IntersectionObserver', MockObserver);
  return {
    thresholds: () => observers.map((observer) => observer.threshold),
    enter: () =>
      act(() => {
        for (const { callback } of observers) {
          callback(
            [{ isIntersecting: true } as IntersectionObserverEntry],
            {} as IntersectionObserver,
          );
        }
      }),
  };
}

function mockAnimationFrames() {
  let now = 0;
  let queue: FrameRequestCallback[] = [];
  vi.stubGlobal('requestAnimationFrame', (callback: FrameRequestCallback) => {
    queue.push(callback);
    return queue.length;
  });
  vi.stubGlobal('cancelAnimationFrame', () => {
    queue = [];
  });
  return (ms: number) => {
    now += ms;
    const due = queue;
    queue = [];
    act(() => {
      for (const callback of due) callback(now);
    });
  };
}

/** What a sighted visitor sees in each cell: the figure outside the screen-reader text. */
const visibleFigures = () =>
  screen
    .getAllByRole('listitem')
    .map((item) => item.querySelector('[aria-hidden="true"]')?.textContent);

describe('StatCounters', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('puts the final figures in the server HTML', () => {
    const html = renderToString(<StatCounters stats={stats} />);
    for (const figure of ['150M+', '47+', '90%', '80%+']) expect(html).toContain(figure);
  });

  it('shows the final figures until the grid comes into view', () => {
    mockIntersectionObserver();
    mockAnimationFrames();
    render(<StatCounters stats={stats} />);
    expect(visibleFigures()).toEqual(['150M+', '47+', '90%', '80%+']);
  });

  it('watches the grid with a threshold between 0.05 and 0.2', () => {
    const observer = mockIntersectionObserver();
    render(<StatCounters stats={stats} />);
    const [threshold] = observer.thresholds();
    expect(threshold).toBeGreaterThanOrEqual(0.05);
    expect(threshold).toBeLessThanOrEqual(0.2);
  });

  it('counts from 0 up to each figure over 2000 ms once in view', () => {
    const observer = mockIntersectionObserver();
    const advance = mockAnimationFrames();
    render(<StatCounters stats={stats} />);
    observer.enter();
    expect(visibleFigures()).toEqual(['0M+', '0+', '0%', '0%+']);
    advance(16);
    advance(1000);
    expect(visibleFigures()).toEqual(['131M+', '41+', '79%', '70%+']);
    advance(1000);
    expect(visibleFigures()).toEqual(['150M+', '47+', '90%', '80%+']);
  });

  it('gives screen readers each final figure and label, never the moving number', () => {
    const observer = mockIntersectionObserver();
    const advance = mockAnimationFrames();
    render(<StatCounters stats={stats} />);
    observer.enter();
    advance(16);
    advance(500);
    const items = screen.getAllByRole('listitem');
    expect(items).toHaveLength(4);
    const first = items[0] as HTMLElement;
    expect(within(first).getByText('150M+')).toHaveClass('sr-only');
    expect(within(first).getByText('Revenue Influenced')).toBeVisible();
    const moving = first.querySelector('[aria-hidden="true"]');
    expect(moving?.textContent).not.toBe('150M+');
  });
});
