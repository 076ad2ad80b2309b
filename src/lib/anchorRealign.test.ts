import { realignAnchorAfterHydration } from './anchorRealign';

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

function page(hash: string) {
  window.location.hash = hash;
  document.body.innerHTML = '<div class="cards"></div><section id="faq"></section>';
  const target = document.getElementById('faq') as HTMLElement;
  const scrolled = vi.fn();
  target.scrollIntoView = scrolled;
  /** The cards above fold: the page gets shorter, and a frame later the browser paints. */
  const fold = async () => {
    resized();
    await new Promise((resolve) => setTimeout(resolve, 40));
  };
  return { scrolled, fold };
}

describe('realignAnchorAfterHydration', () => {
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });
  afterEach(() => {
    window.location.hash = '';
    vi.unstubAllGlobals();
  });

  it('puts the anchor target back under the header when the page above it changes height', async () => {
    const { scrolled, fold } = page('#faq');
    const stop = realignAnchorAfterHydration();
    await fold();
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    stop();
  });

  it('leaves the page alone once the visitor scrolls on their own', async () => {
    const { scrolled, fold } = page('#faq');
    realignAnchorAfterHydration();
    window.dispatchEvent(new Event('wheel'));
    await fold();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('does nothing on a page opened without an anchor, or with one that names nothing', async () => {
    for (const hash of ['', '#nowhere']) {
      const { scrolled, fold } = page(hash);
      realignAnchorAfterHydration();
      await fold();
      expect(scrolled).not.toHaveBeenCalled();
    }
  });

  it('stops after the settle time', async () => {
    const { scrolled, fold } = page('#faq');
    realignAnchorAfterHydration(document, 10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await fold();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
