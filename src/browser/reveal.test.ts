import { LOOPS_MARGIN, restLoopsOffScreen, setupReveal } from './reveal';

type Callback = (entries: { isIntersecting: boolean; target: Element }[]) => void;

function stubObserver() {
  const state: { callback: Callback; observed: Element[]; options?: IntersectionObserverInit } = {
    callback: () => {},
    observed: [],
  };
  vi.stubGlobal(
    'IntersectionObserver',
    class {
      constructor(cb: Callback, options: IntersectionObserverInit) {
        state.callback = cb;
        state.options = options;
      }
      observe(el: Element) {
        state.observed.push(el);
      }
      unobserve(el: Element) {
        state.observed = state.observed.filter((e) => e !== el);
      }
      disconnect() {}
    },
  );
  return state;
}

function section(top: number) {
  const el = document.createElement('section');
  el.dataset.reveal = '';
  el.getBoundingClientRect = () => ({ top }) as DOMRect;
  document.body.append(el);
  return el;
}

const cleanups: (() => void)[] = [];

afterEach(() => {
  for (const cleanup of cleanups.splice(0)) cleanup();
  vi.unstubAllGlobals();
  document.body.innerHTML = '';
});

describe('setupReveal', () => {
  it('watches with a threshold inside the 0.05-0.2 range of product.md', () => {
    const state = stubObserver();
    section(5000);
    cleanups.push(setupReveal(document));
    window.dispatchEvent(new Event('scroll'));
    // What the observer was given, whatever the constant says.
    const threshold = Number(state.options?.threshold);
    expect(threshold).toBeGreaterThanOrEqual(0.05);
    expect(threshold).toBeLessThanOrEqual(0.2);
  });

  it('hides nothing until the visitor scrolls, so a page read or captured whole shows everything', () => {
    const state = stubObserver();
    const below = section(5000);
    cleanups.push(setupReveal(document));
    expect(below.dataset.reveal).toBe('');
    expect(state.observed).toEqual([]);
  });

  it('on the first scroll, holds back only what is still below the fold', () => {
    const state = stubObserver();
    const above = section(100);
    const below = section(5000);
    cleanups.push(setupReveal(document));
    window.dispatchEvent(new Event('scroll'));
    expect(above.dataset.reveal).toBe('');
    expect(below.dataset.reveal).toBe('waiting');
    expect(state.observed).toEqual([below]);
  });

  it('leaves alone a section an in-page link has already taken the visitor to', () => {
    const state = stubObserver();
    const arrived = section(5000);
    arrived.dataset.reveal = 'arrived';
    cleanups.push(setupReveal(document));
    window.dispatchEvent(new Event('scroll'));
    expect(arrived.dataset.reveal).toBe('arrived');
    expect(state.observed).toEqual([]);
  });

  it('shows a section once it enters view and stops watching it', () => {
    const state = stubObserver();
    const below = section(5000);
    cleanups.push(setupReveal(document));
    window.dispatchEvent(new Event('scroll'));
    state.callback([{ isIntersecting: true, target: below }]);
    expect(below.dataset.reveal).toBe('shown');
    expect(state.observed).toEqual([]);
  });

  it('hides nothing under reduced motion', () => {
    stubObserver();
    // It reads the setting itself (src/browser/reveal.ts says why): by the site's one query.
    vi.stubGlobal('matchMedia', (query: string) => ({
      matches: query === '(prefers-reduced-motion: reduce)',
    }));
    const below = section(5000);
    cleanups.push(setupReveal(document));
    window.dispatchEvent(new Event('scroll'));
    expect(below.dataset.reveal).toBe('');
  });

  it('hides nothing where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const below = section(5000);
    cleanups.push(setupReveal(document));
    window.dispatchEvent(new Event('scroll'));
    expect(below.dataset.reveal).toBe('');
  });
});

describe('restLoopsOffScreen', () => {
  function page() {
    document.body.innerHTML =
      '<header></header><main><section></section><div><section></section></div></main>';
    return [...document.querySelectorAll<HTMLElement>('main section')];
  }

  it('watches every section of the page, counting one within a margin of the screen as in view', () => {
    const state = stubObserver();
    const sections = page();
    cleanups.push(restLoopsOffScreen(document));
    expect(state.observed).toEqual(sections);
    expect(state.options?.rootMargin).toBe(LOOPS_MARGIN);
  });

  it("rests a section's loops as it leaves view, and starts them again as it comes back", () => {
    const state = stubObserver();
    const [hero, process] = page() as [HTMLElement, HTMLElement];
    cleanups.push(restLoopsOffScreen(document));
    state.callback([
      { isIntersecting: true, target: hero },
      { isIntersecting: false, target: process },
    ]);
    expect(hero.dataset.loops).toBeUndefined();
    expect(process.dataset.loops).toBe('resting');
    state.callback([
      { isIntersecting: false, target: hero },
      { isIntersecting: true, target: process },
    ]);
    expect(hero.dataset.loops).toBe('resting');
    expect(process.dataset.loops).toBeUndefined();
  });

  it('leaves every loop running where IntersectionObserver is missing', () => {
    vi.stubGlobal('IntersectionObserver', undefined);
    const sections = page();
    cleanups.push(restLoopsOffScreen(document));
    expect(sections.map((section) => section.dataset.loops)).toEqual([undefined, undefined]);
  });
});
