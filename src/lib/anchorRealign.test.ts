import { realignAnchorAfterHydration } from './anchorRealign';

/** A page with a hydrating island above the anchor target. */
function page(hash: string) {
  window.location.hash = hash;
  document.body.innerHTML = '<astro-island ssr=""></astro-island><section id="faq"></section>';
  const target = document.getElementById('faq') as HTMLElement;
  const scrolled = vi.fn();
  target.scrollIntoView = scrolled;
  const island = document.querySelector('astro-island') as HTMLElement;
  const hydrate = async () => {
    island.removeAttribute('ssr');
    await new Promise((resolve) => setTimeout(resolve, 40));
  };
  return { scrolled, hydrate };
}

describe('realignAnchorAfterHydration', () => {
  afterEach(() => {
    window.location.hash = '';
  });

  it('puts the anchor target back under the header once an island above it hydrates', async () => {
    const { scrolled, hydrate } = page('#faq');
    const stop = realignAnchorAfterHydration();
    await hydrate();
    expect(scrolled).toHaveBeenCalledWith({ block: 'start', behavior: 'instant' });
    stop();
  });

  it('leaves the page alone once the visitor scrolls on their own', async () => {
    const { scrolled, hydrate } = page('#faq');
    const stop = realignAnchorAfterHydration();
    window.dispatchEvent(new Event('wheel'));
    await hydrate();
    expect(scrolled).not.toHaveBeenCalled();
    stop();
  });

  it('does nothing on a page opened without an anchor', async () => {
    const { scrolled, hydrate } = page('');
    realignAnchorAfterHydration();
    await hydrate();
    expect(scrolled).not.toHaveBeenCalled();
  });

  it('stops after the settle time', async () => {
    const { scrolled, hydrate } = page('#faq');
    realignAnchorAfterHydration(document, 10);
    await new Promise((resolve) => setTimeout(resolve, 30));
    await hydrate();
    expect(scrolled).not.toHaveBeenCalled();
  });
});
