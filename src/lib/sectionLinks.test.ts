import {
  jumpToSection,
  scrollBehaviourFor,
  sectionTarget,
  setupSectionLinks,
} from './sectionLinks';

/** A window whose reduced-motion setting the test picks. */
const motion = (reduce: boolean) => ({
  matchMedia: (query: string) =>
    ({ matches: reduce && query.includes('reduce'), media: query }) as MediaQueryList,
});

function pageWithSection() {
  document.body.innerHTML = `
    <a href="#book-call" data-scroll-to><span>Book Your Call</span></a>
    <a href="#book-call" id="plain">Plain anchor</a>
    <a href="#nowhere" data-scroll-to id="missing">Missing</a>
    <a href="/other#book-call" data-scroll-to id="elsewhere">Elsewhere</a>
    <section id="book-call"><h2>Pick a time</h2></section>`;
  const section = document.getElementById('book-call') as HTMLElement;
  const scroll = vi.fn();
  section.scrollIntoView = scroll;
  return { section, scroll };
}

const click = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

describe('section links', () => {
  let stop = () => {};
  afterEach(() => {
    stop();
    document.body.innerHTML = '';
  });

  it('glides smoothly, unless the visitor asks for reduced motion', () => {
    expect(scrollBehaviourFor(motion(false))).toBe('smooth');
    expect(scrollBehaviourFor(motion(true))).toBe('instant');
    // Where the browser cannot tell, motion is allowed: smooth scrolling is no animation risk.
    expect(scrollBehaviourFor(null)).toBe('smooth');
  });

  it('scrolls the section to the top and focuses it without a second jump', () => {
    const { section, scroll } = pageWithSection();
    const focus = vi.spyOn(section, 'focus');
    jumpToSection(section, motion(false));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(focus).toHaveBeenCalledWith({ preventScroll: true });
    expect(document.activeElement).toBe(section);
    // Focusable by script only: no new Tab stop.
    expect(section).toHaveAttribute('tabindex', '-1');
  });

  it('moves at once under reduced motion, and still takes focus along', () => {
    const { section, scroll } = pageWithSection();
    jumpToSection(section, motion(true));
    expect(scroll).toHaveBeenCalledWith({ behavior: 'instant', block: 'start' });
    expect(document.activeElement).toBe(section);
  });

  it('keeps a tabindex the section already has', () => {
    const { section } = pageWithSection();
    section.setAttribute('tabindex', '0');
    jumpToSection(section, motion(false));
    expect(section).toHaveAttribute('tabindex', '0');
  });

  it('finds the target of a same-page link, and nothing for another page or a missing id', () => {
    pageWithSection();
    const [marked, , missing, elsewhere] = document.querySelectorAll('a');
    expect(sectionTarget(marked as HTMLAnchorElement, document)?.id).toBe('book-call');
    expect(sectionTarget(missing as HTMLAnchorElement, document)).toBeNull();
    expect(sectionTarget(elsewhere as HTMLAnchorElement, document)).toBeNull();
  });

  it('takes over a click on a marked link, also on the words inside it', () => {
    const { section, scroll } = pageWithSection();
    stop = setupSectionLinks(document);
    const event = click(document.querySelector('a[data-scroll-to] span') as Element);
    expect(event.defaultPrevented).toBe(true);
    expect(scroll).toHaveBeenCalledTimes(1);
    expect(document.activeElement).toBe(section);
  });

  it('puts the section in the address, as the plain link would, once', () => {
    pageWithSection();
    window.history.replaceState(null, '', '/guide');
    const before = window.history.length;
    stop = setupSectionLinks(document);
    click(document.querySelector('a[data-scroll-to]') as Element);
    expect(window.location.hash).toBe('#book-call');
    click(document.querySelector('a[data-scroll-to]') as Element);
    expect(window.history.length).toBe(before + 1);
  });

  it('leaves unmarked links, missing targets and other pages to the browser', () => {
    const { scroll } = pageWithSection();
    stop = setupSectionLinks(document);
    for (const id of ['plain', 'missing', 'elsewhere']) {
      expect(click(document.getElementById(id) as Element).defaultPrevented, id).toBe(false);
    }
    expect(scroll).not.toHaveBeenCalled();
  });

  it('leaves a click that opens a new tab or window to the browser', () => {
    const { scroll } = pageWithSection();
    stop = setupSectionLinks(document);
    const link = document.querySelector('a[data-scroll-to]') as Element;
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(click(link, init).defaultPrevented).toBe(false);
    }
    expect(scroll).not.toHaveBeenCalled();
  });

  it('stops listening when torn down', () => {
    const { scroll } = pageWithSection();
    setupSectionLinks(document)();
    click(document.querySelector('a[data-scroll-to]') as Element);
    expect(scroll).not.toHaveBeenCalled();
  });
});
