import { act, fireEvent, render, screen, within } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { carouselLabels as labels, slides } from '../../test/guideWidgetsFixture';
import { ImageCarousel } from './ImageCarousel';

const reducedMotion = (on: boolean) =>
  vi.stubGlobal('matchMedia', (query: string) => ({
    matches: on && query.includes('reduce'),
    addEventListener() {},
    removeEventListener() {},
  }));

/** happy-dom fetches no image: each one reads as loaded, `broken` ones as failed. */
const loadedImages = (broken: string[] = []) =>
  vi.spyOn(HTMLImageElement.prototype, 'naturalWidth', 'get').mockImplementation(function (
    this: HTMLImageElement,
  ) {
    return broken.includes(this.getAttribute('src') ?? '') ? 0 : 1200;
  });

beforeEach(() => {
  vi.useFakeTimers();
  reducedMotion(false);
  loadedImages();
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
});

const setup = (interval?: number) =>
  render(<ImageCarousel images={slides} labels={labels} autoSlideInterval={interval} />);

/** The slide on view: the only one a visitor can reach. */
const currentSlide = () => {
  const shown = screen
    .getAllByRole('group')
    .filter((slide) => slide.getAttribute('aria-roledescription') === 'slide')
    .filter((slide) => !slide.hasAttribute('inert'));
  expect(shown).toHaveLength(1);
  return shown[0];
};
const onView = () =>
  within(currentSlide() as HTMLElement)
    .getByRole('img')
    .getAttribute('alt');
/** Lets time pass a second at a time, so each new slide schedules the next as in a browser. */
const wait = (ms: number) => {
  for (let left = ms; left > 0; left -= 1000) {
    act(() => vi.advanceTimersByTime(Math.min(1000, left)));
  }
};
/** The frame the slides move in: what a pointer hovers and a finger swipes. */
const viewport = () =>
  screen.getByAltText('The alpha example').closest('[aria-live]')?.parentElement as HTMLElement;
const click = (name: string) => fireEvent.click(screen.getByRole('button', { name }));

describe('ImageCarousel', () => {
  it('is a carousel region of labelled slides', () => {
    setup();
    const region = screen.getByRole('region', { name: labels.carousel });
    expect(region).toHaveAttribute('aria-roledescription', 'carousel');
    expect(currentSlide()).toHaveAccessibleName('Picture 1 of 4');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('width', '1600');
    expect(screen.getAllByRole('img')[0]).toHaveAttribute('height', '1000');
  });

  it('advances every 4000 ms by default', () => {
    setup();
    wait(3999);
    expect(onView()).toBe('The alpha example');
    wait(1);
    expect(onView()).toBe('The beta example');
  });

  it('takes the interval it is given', () => {
    setup(5000);
    wait(4000);
    expect(onView()).toBe('The alpha example');
    wait(1000);
    expect(onView()).toBe('The beta example');
  });

  it('pauses with its control and resumes with it, announcing slides only while paused', () => {
    setup();
    const live = currentSlide()?.parentElement;
    expect(live).toHaveAttribute('aria-live', 'off');
    click(labels.pause);
    expect(live).toHaveAttribute('aria-live', 'polite');
    wait(12_000);
    expect(onView()).toBe('The alpha example');
    click(labels.play);
    wait(4000);
    expect(onView()).toBe('The beta example');
  });

  it('stops turning while hovered and while focus is inside, and turns again after', () => {
    setup();
    fireEvent.pointerEnter(viewport(), { pointerType: 'mouse' });
    wait(10_000);
    expect(onView()).toBe('The alpha example');
    fireEvent.pointerLeave(viewport(), { pointerType: 'mouse' });
    wait(4000);
    expect(onView()).toBe('The beta example');
    act(() => screen.getByRole('button', { name: labels.next }).focus());
    wait(10_000);
    expect(onView()).toBe('The beta example');
    act(() => screen.getByRole('button', { name: labels.next }).blur());
    wait(4000);
    expect(onView()).toBe('The gamma example');
  });

  it('keeps turning after a tap: only a mouse holds it by hovering', () => {
    setup();
    fireEvent.pointerEnter(viewport(), { pointerType: 'touch' });
    wait(4000);
    expect(onView()).toBe('The beta example');
  });

  it('turns to the next slide on a swipe left and back on a swipe right', () => {
    setup();
    fireEvent.pointerDown(viewport(), { clientX: 300 });
    fireEvent.pointerUp(viewport(), { clientX: 200 });
    expect(onView()).toBe('The beta example');
    fireEvent.pointerDown(viewport(), { clientX: 100 });
    fireEvent.pointerUp(viewport(), { clientX: 250 });
    fireEvent.pointerDown(viewport(), { clientX: 100 });
    fireEvent.pointerUp(viewport(), { clientX: 250 });
    expect(onView()).toBe('The delta example');
    fireEvent.pointerDown(viewport(), { clientX: 100 });
    fireEvent.pointerUp(viewport(), { clientX: 120 });
    expect(onView()).toBe('The delta example');
  });

  it('turns on while focus rests on its own pause control, as that control resumes it', () => {
    setup();
    act(() => screen.getByRole('button', { name: 'Show picture 2' }).focus());
    wait(8000);
    expect(onView()).toBe('The alpha example');
    act(() => screen.getByRole('button', { name: labels.pause }).focus());
    wait(4000);
    expect(onView()).toBe('The beta example');
  });

  it('waits a full interval after the visitor changes slide', () => {
    setup();
    wait(3000);
    click(labels.next);
    wait(3000);
    expect(onView()).toBe('The beta example');
    wait(1000);
    expect(onView()).toBe('The gamma example');
  });

  it('never turns by itself under reduced motion, and offers no pause control then', () => {
    reducedMotion(true);
    setup();
    wait(20_000);
    expect(onView()).toBe('The alpha example');
    expect(screen.queryByRole('button', { name: labels.pause })).not.toBeInTheDocument();
    click(labels.next);
    expect(onView()).toBe('The beta example');
  });

  it('hides an image that fails, logs it, and skips it from then on', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    setup();
    fireEvent.error(screen.getByAltText('The beta example'));
    expect(logged).toHaveBeenCalledWith('Image failed to load:', '/img/beta-960.webp');
    expect(screen.queryByAltText('The beta example')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Show picture 4' })).not.toBeInTheDocument();
    wait(4000);
    expect(onView()).toBe('The gamma example');
    expect(currentSlide()).toHaveAccessibleName('Picture 2 of 3');
  });

  it('notices an image that failed before the carousel woke up', () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    loadedImages(['/img/gamma-960.webp']);
    setup();
    expect(logged).toHaveBeenCalledWith('Image failed to load:', '/img/gamma-960.webp');
    expect(screen.queryByAltText('The gamma example')).not.toBeInTheDocument();
  });

  it('loads the slides either side of the one on view at once, the rest when near', () => {
    setup();
    const loading = () => screen.getAllByRole('img').map((img) => img.getAttribute('loading'));
    expect(loading()).toEqual(['eager', 'eager', 'lazy', 'eager']);
    click(labels.next);
    expect(loading()).toEqual(['eager', 'eager', 'eager', 'lazy']);
  });

  it('offers no controls for a single image', () => {
    render(<ImageCarousel images={slides.slice(0, 1)} labels={labels} />);
    expect(screen.queryAllByRole('button')).toHaveLength(0);
  });
});

describe('ImageCarousel before it runs', () => {
  it('shows every image in a row to scroll, its controls in place but hidden without script', () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<ImageCarousel images={slides} labels={labels} />);
    const buttons = [...container.querySelectorAll('button')];
    expect(buttons.length).toBeGreaterThan(0);
    for (const button of buttons) {
      expect(button.closest('[class*="no-js:hidden"]'), button.outerHTML).not.toBeNull();
    }
    expect(container.querySelectorAll('img')).toHaveLength(slides.length);
    expect(container.querySelectorAll('[inert]')).toHaveLength(0);
    expect(container.querySelectorAll('img[loading="lazy"]')).toHaveLength(slides.length);
    expect(container.querySelector('[tabindex="0"]')).toContainElement(
      container.querySelector('img'),
    );
  });
});
