/**
 * The site header's behaviour, with no framework: the header is drawn at build
 * (src/components/header/SiteHeader.tsx, closed and transparent) and this binds to it by its data
 * attributes. `siteHeader` is the state as a pure function; `bindSiteHeader` carries each state out
 * on the page.
 */
/** product.md: the header turns solid once the page is scrolled more than 10 px. */
const SCROLL_THRESHOLD_PX = 10;

export interface SiteHeaderState {
  /** The window is scrolled more than SCROLL_THRESHOLD_PX. */
  scrolled: boolean;
  /** The phone menu is open. */
  menuOpen: boolean;
}

export type SiteHeaderEvent =
  /** The window scrolled (or the page started) at this offset. */
  | { type: 'scroll'; scrollY: number }
  /** The menu button. */
  | { type: 'toggle' }
  /** The Escape key. */
  | { type: 'escape' }
  /** A link in the menu was chosen: it goes on to its place. */
  | { type: 'choose' };

export interface SiteHeaderStep {
  state: SiteHeaderState;
  /** Focus goes back to the menu button (Escape), or stays where it is. */
  focusButton: boolean;
}

export const initialHeader: SiteHeaderState = { scrolled: false, menuOpen: false };

export function siteHeader(state: SiteHeaderState, event: SiteHeaderEvent): SiteHeaderStep {
  switch (event.type) {
    case 'scroll':
      return {
        state: { ...state, scrolled: event.scrollY > SCROLL_THRESHOLD_PX },
        focusButton: false,
      };
    case 'toggle':
      return { state: { ...state, menuOpen: !state.menuOpen }, focusButton: false };
    case 'escape':
      // Closed already: Escape is someone else's, and focus stays where the visitor has it.
      return state.menuOpen
        ? { state: { ...state, menuOpen: false }, focusButton: true }
        : { state, focusButton: false };
    case 'choose':
      return { state: { ...state, menuOpen: false }, focusButton: false };
  }
}

/** What the page shows for a state: the header is solid once scrolled and while the menu is open. */
export function headerLooks(state: SiteHeaderState) {
  return {
    header: state.scrolled || state.menuOpen ? 'solid' : 'transparent',
    menu: state.menuOpen ? 'open' : 'closed',
    expanded: state.menuOpen,
  } as const;
}

/**
 * Binds the header: `[data-site-header]`, its menu button `[data-menu-button]` (naming the menu by
 * `aria-controls`, its words in `data-open-label` and `data-close-label`, said by its
 * `[data-menu-label]`). Returns the function that unbinds it; a header without its parts is left
 * as drawn.
 */
export function bindSiteHeader(header: HTMLElement): () => void {
  const doc = header.ownerDocument;
  const win = doc.defaultView;
  const button = header.querySelector<HTMLButtonElement>('[data-menu-button]');
  const menuId = button?.getAttribute('aria-controls');
  const menu = menuId ? doc.getElementById(menuId) : null;
  const label = button?.querySelector('[data-menu-label]');
  if (!win || !button || !menu) return () => {};

  let state = initialHeader;
  const show = () => {
    const looks = headerLooks(state);
    header.dataset.state = looks.header;
    menu.dataset.state = looks.menu;
    button.setAttribute('aria-expanded', String(looks.expanded));
    const words = looks.expanded ? button.dataset.closeLabel : button.dataset.openLabel;
    if (label && words !== undefined) label.textContent = words;
  };
  const dispatch = (event: SiteHeaderEvent) => {
    const step = siteHeader(state, event);
    const changed =
      step.state.scrolled !== state.scrolled || step.state.menuOpen !== state.menuOpen;
    state = step.state;
    if (changed) show();
    if (step.focusButton) button.focus();
  };

  const onScroll = () => dispatch({ type: 'scroll', scrollY: win.scrollY });
  const onToggle = () => dispatch({ type: 'toggle' });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape') dispatch({ type: 'escape' });
  };
  const onMenuClick = (event: MouseEvent) => {
    if (event.target instanceof win.Element && event.target.closest('a')) {
      dispatch({ type: 'choose' });
    }
  };

  win.addEventListener('scroll', onScroll, { passive: true });
  button.addEventListener('click', onToggle);
  doc.addEventListener('keydown', onKey);
  menu.addEventListener('click', onMenuClick);
  // A page opened part way down (a reload, a link to a section) is solid from the start.
  onScroll();
  return () => {
    win.removeEventListener('scroll', onScroll);
    button.removeEventListener('click', onToggle);
    doc.removeEventListener('keydown', onKey);
    menu.removeEventListener('click', onMenuClick);
  };
}

/** Binds the page's header, if it has one. */
export function setupSiteHeader(doc: Document = document): () => void {
  const header = doc.querySelector<HTMLElement>('[data-site-header]');
  return header ? bindSiteHeader(header) : () => {};
}
