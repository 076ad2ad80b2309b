import { followSectionLinks, type GoToSectionOptions, goToSection } from './sectionLinks';

/** Stands in for the browser's ResizeObserver, so a test can say when the page changes height. */
let resized: () => void = () => {};
class FakeResizeObserver {
  constructor(callback: () => void) {
    resized = callback;
  }
  observe() {}
  disconnect() {
    resized = () => {};
  }
}

/** The page grows or shrinks above the section; a frame later the browser paints. */
const pageChanges = async () => {
  resized();
  await new Promise((resolve) => setTimeout(resolve, 40));
};

function setReducedMotion(reduce: boolean) {
  vi.spyOn(window, 'matchMedia').mockImplementation(
    (query: string) => ({ matches: reduce && query.includes('reduce'), media: query }) as never,
  );
}

function pageWithSection() {
  document.body.innerHTML = `
    <a href="#book-call" id="marked"><span>Book Your Call</span></a>
    <a href="#nowhere" id="missing">Missing</a>
    <a href="/other#book-call" id="elsewhere">Elsewhere</a>
    <a href="#book-call" target="_blank" id="new-tab">New tab</a>
    <a href="#" id="top">Top</a>
    <section id="book-call"><h2>Pick a time</h2></section>`;
  const section = document.getElementById('book-call') as HTMLElement;
  const scroll = vi.fn();
  section.scrollIntoView = scroll;
  return { section, scroll };
}

/** Clicks, and says whether the page took the click over (the test then keeps the browser put). */
const click = (element: Element, init: MouseEventInit = {}) => {
  let handled = false;
  const stayPut = (event: Event) => {
    handled = event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', stayPut, { once: true });
  element.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return handled;
};

describe('goToSection', () => {
  let stop = () => {};
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
    setReducedMotion(false);
    window.history.replaceState(null, '', '/guide');
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
    document.documentElement.removeAttribute('data-whole-page');
    vi.unstubAllGlobals();
    vi.restoreAllMocks();
  });

  it('glides to the section, focuses it without a second jump, and adds no Tab stop', () => {
    const { section, scroll } = pageWithSection();
    const focus = vi.spyOn(section, 'focus');
    stop = goToSection(section);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(section);
    expect(section).toHaveAttribute('tabindex', '-1');
  });

  it('moves at once when the visitor asks for reduced motion', () => {
    setReducedMotion(true);
    const { section, scroll } = pageWithSection();
    stop = goToSection(section);
    expect(scroll).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
  });

  it('keeps a tabindex the section already has', () => {
    const { section } = pageWithSection();
    section.setAttribute('tabindex', '0');
    stop = goToSection(section);
    expect(section).toHaveAttribute('tabindex', '0');
  });

  it('lays the whole page out first, so the way there is measured on real heights', () => {
    const { section, scroll } = pageWithSection();
    scroll.mockImplementation(() => {
      expect(document.documentElement).toHaveAttribute('data-whole-page');
    });
    stop = goToSection(section);
    expect(scroll).toHaveBeenCalled();
  });

  it('shows a section that would rise into view at once, so it stays where it was aimed', () => {
    const { section } = pageWithSection();
    const wrapper = document.createElement('div');
    wrapper.dataset.reveal = 'waiting';
    section.replaceWith(wrapper);
    wrapper.append(section);
    stop = goToSection(section);
    expect(wrapper.dataset.reveal).toBe('arrived');
  });

  it('puts the section in the address once, so it can be shared and Back returns', () => {
    const { section } = pageWithSection();
    const before = window.history.length;
    stop = goToSection(section, { hash: '#book-call' });
    stop = goToSection(section, { hash: '#book-call' });
    expect(window.location.hash).toBe('#book-call');
    expect(window.history.length).toBe(before + 1);
  });

  it('aims again whenever the page changes height on the way', async () => {
    const { section, scroll } = pageWithSection();
    stop = goToSection(section);
    await pageChanges();
    await pageChanges();
    expect(scroll).toHaveBeenCalledTimes(3);
    expect(scroll).toHaveBeenLastCalledWith({ behavior: 'smooth', block: 'start' });
  });

  for (const intent of ['wheel', 'touchstart', 'keydown', 'pointerdown', 'popstate']) {
    it(`lets go once the visitor takes over (${intent})`, async () => {
      const { section, scroll } = pageWithSection();
      stop = goToSection(section);
      window.dispatchEvent(new Event(intent));
      await pageChanges();
      expect(scroll).toHaveBeenCalledTimes(1);
    });
  }

  it('lets go after the settle time', async () => {
    const { section, scroll } = pageWithSection();
    stop = goToSection(section, { settleMs: 10 });
    await new Promise((resolve) => setTimeout(resolve, 30));
    await pageChanges();
    expect(scroll).toHaveBeenCalledTimes(1);
  });
});

describe('followSectionLinks', () => {
  let stop = () => {};
  const goTo = vi.fn((_target: HTMLElement, _options?: GoToSectionOptions) => () => {});
  beforeEach(() => {
    goTo.mockClear();
    window.history.replaceState(null, '', '/guide');
  });
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('takes over a click on a same-page link, also on the words inside it', () => {
    const { section } = pageWithSection();
    stop = followSectionLinks(document, goTo);
    expect(click(document.querySelector('#marked span') as Element)).toBe(true);
    expect(goTo).toHaveBeenCalledWith(section, { hash: '#book-call' });
  });

  it('leaves other pages, missing targets, the page top and new tabs to the browser', () => {
    pageWithSection();
    stop = followSectionLinks(document, goTo);
    for (const id of ['missing', 'elsewhere', 'new-tab', 'top']) {
      expect(click(document.getElementById(id) as Element), id).toBe(false);
    }
    expect(goTo).not.toHaveBeenCalled();
  });

  it('leaves a click that opens a new tab or window, or one a widget handled, to them', () => {
    pageWithSection();
    stop = followSectionLinks(document, goTo);
    const link = document.getElementById('marked') as Element;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(link, init)).toBe(false);
    }
    link.addEventListener('click', (event) => event.preventDefault(), { once: true });
    click(link);
    expect(goTo).not.toHaveBeenCalled();
  });

  it('on Back, returns the followed link to where it was in the window, though the page changed', () => {
    pageWithSection();
    stop = followSectionLinks(document, goTo);
    const link = document.getElementById('marked') as HTMLElement;
    const at = (top: number) => {
      link.getBoundingClientRect = () => ({ top }) as DOMRect;
      link.getClientRects = () => [{ top }] as unknown as DOMRectList;
    };
    at(400);
    click(link);
    const state = window.history.state as { sectionLinkReturn: number };
    expect(state.sectionLinkReturn).toEqual(expect.any(Number));
    // Something above folded while the visitor was away: the link now sits 526 px higher.
    at(-126);
    const scrollBy = vi.spyOn(window, 'scrollBy').mockImplementation(() => {});
    window.dispatchEvent(new PopStateEvent('popstate', { state }));
    expect(scrollBy).toHaveBeenCalledWith({ top: -526, behavior: 'instant' });
    // A Back to an entry the links did not make is the browser's.
    scrollBy.mockClear();
    window.dispatchEvent(new PopStateEvent('popstate', { state: null }));
    expect(scrollBy).not.toHaveBeenCalled();
  });

  it('holds a visitor who arrives at a section there, at once', () => {
    window.history.replaceState(null, '', '/guide#book-call');
    const { section } = pageWithSection();
    stop = followSectionLinks(document, goTo);
    expect(goTo).toHaveBeenCalledWith(section, { behavior: 'instant', settleMs: 20000 });
  });

  it('holds nothing on arrival without an anchor, or with one that names nothing', () => {
    for (const hash of ['', '#nowhere', '#%E0%A4%A']) {
      window.history.replaceState(null, '', `/guide${hash}`);
      pageWithSection();
      followSectionLinks(document, goTo)();
    }
    expect(goTo).not.toHaveBeenCalled();
  });

  it('stops listening when torn down', () => {
    pageWithSection();
    followSectionLinks(document, goTo)();
    click(document.getElementById('marked') as Element);
    expect(goTo).not.toHaveBeenCalled();
  });
});
