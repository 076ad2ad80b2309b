import {
  bindSiteHeader,
  headerLooks,
  initialHeader,
  type SiteHeaderState,
  setupSiteHeader,
  siteHeader,
} from './siteHeader';

const open: SiteHeaderState = { scrolled: false, menuOpen: true };
const scrolled: SiteHeaderState = { scrolled: true, menuOpen: false };

describe('the header state', () => {
  it('turns scrolled only past 10 px, and back at the top', () => {
    expect(siteHeader(initialHeader, { type: 'scroll', scrollY: 10 }).state.scrolled).toBe(false);
    expect(siteHeader(initialHeader, { type: 'scroll', scrollY: 11 }).state.scrolled).toBe(true);
    expect(siteHeader(scrolled, { type: 'scroll', scrollY: 0 }).state.scrolled).toBe(false);
  });

  it('opens and closes the menu from its button, leaving focus on it', () => {
    expect(siteHeader(initialHeader, { type: 'toggle' })).toEqual({
      state: open,
      focusButton: false,
    });
    expect(siteHeader(open, { type: 'toggle' })).toEqual({
      state: initialHeader,
      focusButton: false,
    });
  });

  it('closes on Escape and gives focus back to the button', () => {
    expect(siteHeader(open, { type: 'escape' })).toEqual({
      state: initialHeader,
      focusButton: true,
    });
  });

  it('ignores Escape while closed, so focus is not pulled from elsewhere on the page', () => {
    expect(siteHeader(scrolled, { type: 'escape' })).toEqual({
      state: scrolled,
      focusButton: false,
    });
  });

  it('closes when a link is chosen and keeps the scroll state', () => {
    expect(siteHeader({ scrolled: true, menuOpen: true }, { type: 'choose' })).toEqual({
      state: scrolled,
      focusButton: false,
    });
  });

  it('looks solid once scrolled or while the menu is open, transparent otherwise', () => {
    expect(headerLooks(initialHeader)).toEqual({
      header: 'transparent',
      menu: 'closed',
      expanded: false,
    });
    expect(headerLooks(scrolled)).toEqual({ header: 'solid', menu: 'closed', expanded: false });
    expect(headerLooks(open)).toEqual({ header: 'solid', menu: 'open', expanded: true });
  });
});

describe('binding the header', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('does nothing on a page without a header', () => {
    document.body.innerHTML = '<main></main>';
    expect(() => setupSiteHeader(document)()).not.toThrow();
  });

  it('leaves a header without its menu as drawn', () => {
    document.body.innerHTML =
      '<header data-site-header data-state="transparent"><button data-menu-button aria-controls="gone"></button></header>';
    const header = document.querySelector<HTMLElement>('header');
    if (!header) throw new Error('no header');
    const unbind = bindSiteHeader(header);
    header.querySelector('button')?.click();
    expect(header.dataset.state).toBe('transparent');
    unbind();
  });

  it('binds the header it finds by its data attribute', () => {
    document.body.innerHTML = `
      <header data-site-header data-state="transparent">
        <button type="button" aria-expanded="false" aria-controls="m" data-menu-button
          data-open-label="Open" data-close-label="Close"><span data-menu-label>Open</span></button>
      </header>
      <nav id="m" data-state="closed"><a href="#x">X</a></nav>`;
    const unbind = setupSiteHeader(document);
    const button = document.querySelector<HTMLButtonElement>('button');
    button?.click();
    expect(button?.getAttribute('aria-expanded')).toBe('true');
    expect(button?.textContent).toBe('Close');
    expect(document.getElementById('m')?.dataset.state).toBe('open');
    expect(document.querySelector('header')?.dataset.state).toBe('solid');
    unbind();
  });
});
