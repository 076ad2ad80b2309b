import { act, fireEvent, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { scrollerLabels as labels, sections } from '../../test/guideWidgetsFixture';
import { LandingPageScroller } from './LandingPageScroller';

const reducedMotion = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));

/** happy-dom lays nothing out: each section is 300 px tall, the frame shows one at a time. */
const layOut = () => {
  vi.spyOn(HTMLElement.prototype, 'offsetTop', 'get').mockImplementation(function (
    this: HTMLElement,
  ) {
    const index = [...(this.parentElement?.children ?? [])].indexOf(this);
    return this.tagName === 'SECTION' ? index * 300 : 0;
  });
  vi.spyOn(HTMLElement.prototype, 'scrollHeight', 'get').mockReturnValue(300 * sections.length);
  vi.spyOn(HTMLElement.prototype, 'clientHeight', 'get').mockReturnValue(300);
  return vi.spyOn(HTMLElement.prototype, 'scrollTo').mockImplementation(() => {});
};

let scrollTo: ReturnType<typeof layOut>;
beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
  scrollTo = layOut();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = (intervalMs?: number) =>
  render(<LandingPageScroller sections={sections} labels={labels} intervalMs={intervalMs} />);
const wait = (ms: number) => {
  for (let left = ms; left > 0; left -= 1000) {
    act(() => vi.advanceTimersByTime(Math.min(1000, left)));
  }
};
const viewing = (n: number) => `Part ${n} of ${sections.length} on view`;
const frame = () => screen.getByRole('region', { name: labels.frame });

describe('LandingPageScroller', () => {
  it('shows the whole mock page in a labelled, keyboard-reachable frame', () => {
    setup();
    expect(frame()).toHaveAttribute('tabindex', '0');
    expect(screen.getByText(labels.address)).toBeInTheDocument();
    for (const section of sections) expect(frame()).toHaveTextContent(section.heading);
    expect(screen.getByText('Clear')).toBeInTheDocument();
    expect(screen.getByText(viewing(1))).toBeInTheDocument();
  });

  it('advances one section every 10000 ms by default, scrolling smoothly to it', () => {
    setup();
    wait(9999);
    expect(screen.getByText(viewing(1))).toBeInTheDocument();
    wait(1);
    expect(screen.getByText(viewing(2))).toBeInTheDocument();
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 300, behavior: 'smooth' });
  });

  it('fills the progress bar a share per section', () => {
    const { container } = setup();
    const bar = container.querySelector<HTMLElement>('[aria-hidden="true"] > div');
    expect(bar?.style.width).toBe('25%');
    wait(10_000);
    expect(bar?.style.width).toBe('50%');
  });

  it('pauses with its control (WCAG 2.2.2) and resumes with it', () => {
    setup();
    fireEvent.click(screen.getByRole('button', { name: labels.pause }));
    wait(30_000);
    expect(screen.getByText(viewing(1))).toBeInTheDocument();
    fireEvent.click(screen.getByRole('button', { name: labels.play }));
    wait(10_000);
    expect(screen.getByText(viewing(2))).toBeInTheDocument();
  });

  it('stops while hovered or focused, but not while focus is on its own control', () => {
    setup();
    fireEvent.pointerEnter(frame(), { pointerType: 'mouse' });
    wait(30_000);
    expect(screen.getByText(viewing(1))).toBeInTheDocument();
    fireEvent.pointerLeave(frame(), { pointerType: 'mouse' });
    act(() => frame().focus());
    wait(30_000);
    expect(screen.getByText(viewing(1))).toBeInTheDocument();
    act(() => screen.getByRole('button', { name: labels.pause }).focus());
    wait(10_000);
    expect(screen.getByText(viewing(2))).toBeInTheDocument();
  });

  it('follows the visitor scrolling the frame by hand while it is stopped', () => {
    setup();
    fireEvent.pointerEnter(frame(), { pointerType: 'mouse' });
    frame().scrollTop = 600;
    fireEvent.scroll(frame());
    expect(screen.getByText(viewing(3))).toBeInTheDocument();
    expect(scrollTo).not.toHaveBeenCalled();
  });

  it('is not thrown back by the sections its own smooth scroll passes on the way', () => {
    setup();
    wait(30_000);
    expect(screen.getByText(viewing(4))).toBeInTheDocument();
    // Halfway through the last smooth scroll, the frame still shows the section before.
    frame().scrollTop = 700;
    fireEvent.scroll(frame());
    expect(screen.getByText(viewing(4))).toBeInTheDocument();
    fireEvent(frame(), new Event('scrollend'));
    frame().scrollTop = 300;
    fireEvent.scroll(frame());
    expect(screen.getByText(viewing(2))).toBeInTheDocument();
  });

  it('never scrolls by itself under reduced motion, and jumps without animating', () => {
    reducedMotion(true);
    setup();
    wait(60_000);
    expect(screen.getByText(viewing(1))).toBeInTheDocument();
    expect(screen.queryByRole('button')).not.toBeInTheDocument();
    frame().scrollTop = 900;
    fireEvent.scroll(frame());
    fireEvent.click(screen.getByRole('button', { name: labels.replay }));
    expect(scrollTo).toHaveBeenLastCalledWith({ top: 0, behavior: 'instant' });
  });
});

describe('LandingPageScroller before it runs', () => {
  it('is a plain frame to scroll, every section readable, no control offered', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(
      <LandingPageScroller sections={sections} labels={labels} />,
    );
    expect(container.querySelectorAll('button')).toHaveLength(0);
    for (const section of sections) expect(container).toHaveTextContent(section.text);
    expect(container.querySelector('[tabindex="0"]')).toHaveTextContent(sections[0]?.heading ?? '');
  });
});
