/**
 * A guide's contents, with no framework: the list and the phone's bar and menu are drawn at build
 * (src/components/contents/GuideContents.tsx, the bar and menu hidden) and this binds to them by
 * their data attributes. It follows the reader (scroll-spy: `activeSectionId`), marks the section
 * being read in both lists, shows the bar once the list at the top has scrolled away, and runs the
 * menu through its state machine (`contentsMenu`).
 */
import { type ContentsMenuEvent, closedMenu, contentsMenu } from './contentsMenu';
import { activeSectionId, readingLine } from './scrollSpy';

/** Height of the fixed site header: what scrolls under it is out of view. */
const HEADER_HEIGHT = 72;
/** Height of the phone's contents bar under the header (`h-12`). */
const CONTENTS_BAR_HEIGHT = 48;

/**
 * Binds `[data-guide-contents]`: its list `[data-contents-list]`, the bar `[data-contents-bar]`
 * with its button `[data-contents-button]` and the section's name `[data-contents-current]`, the
 * backdrop `[data-contents-backdrop]`, and the menu the button controls with its close button
 * `[data-contents-close]`. Returns the function that unbinds it; contents without their parts
 * are left as drawn.
 */
export function bindContents(root: HTMLElement): () => void {
  const doc = root.ownerDocument;
  const win = doc.defaultView;
  const list = root.querySelector<HTMLElement>('[data-contents-list]');
  const bar = root.querySelector<HTMLElement>('[data-contents-bar]');
  const button = root.querySelector<HTMLButtonElement>('[data-contents-button]');
  const current = root.querySelector<HTMLElement>('[data-contents-current]');
  const backdrop = root.querySelector<HTMLElement>('[data-contents-backdrop]');
  const menuId = button?.getAttribute('aria-controls');
  const menu = menuId ? doc.getElementById(menuId) : null;
  const close = menu?.querySelector<HTMLButtonElement>('[data-contents-close]');
  if (!win || !list || !bar || !button || !current || !backdrop || !menu) return () => {};

  const links = [...root.querySelectorAll<HTMLAnchorElement>('a[href^="#"]')];
  const ids = [...new Set(links.map((link) => link.hash.slice(1)))];
  let open = closedMenu.open;
  let past = false;
  let active: string | null = null;

  const show = () => {
    for (const link of links) {
      const here = link.hash.slice(1) === active;
      link.dataset.state = here ? 'active' : 'idle';
      if (here) link.setAttribute('aria-current', 'location');
      else link.removeAttribute('aria-current');
    }
    const title = links.find((link) => link.hash.slice(1) === active)?.dataset.title ?? '';
    current.textContent = title;
    current.hidden = !title;
    bar.hidden = !past && !open;
    backdrop.hidden = !open;
    menu.hidden = !open;
    button.setAttribute('aria-expanded', String(open));
  };

  const dispatch = (event: ContentsMenuEvent) => {
    const step = contentsMenu({ open }, event);
    open = step.state.open;
    show();
    if (step.effect.focus === 'button') button.focus();
    if (step.effect.focus === 'firstEntry') menu.querySelector<HTMLElement>('a')?.focus();
  };

  let frame = 0;
  const measure = () => {
    frame = 0;
    const positions = ids.flatMap((id) => {
      const element = doc.getElementById(id);
      return element ? [{ id, top: element.getBoundingClientRect().top }] : [];
    });
    const atEnd = win.scrollY + win.innerHeight >= doc.documentElement.scrollHeight - 2;
    const id = activeSectionId(positions, {
      line: readingLine(win.innerHeight),
      viewportHeight: win.innerHeight,
      atEnd,
    });
    // Passed once it is under where the bar would be: the bar takes over from the list there,
    // and a section a contents link lands just below the list then sits under the bar, as the
    // others do (its scroll margin makes room for the bar).
    const nowPast = list.getBoundingClientRect().bottom < HEADER_HEIGHT + CONTENTS_BAR_HEIGHT;
    if (id === active && nowPast === past) return;
    active = id;
    past = nowPast;
    show();
  };
  // Measured in a frame, where the browser lays the page out anyway.
  const schedule = () => {
    if (!frame) frame = win.requestAnimationFrame(measure);
  };

  const onToggle = () => dispatch({ type: 'toggle' });
  const onClose = () => dispatch({ type: 'escape' });
  const onKey = (event: KeyboardEvent) => {
    if (event.key === 'Escape' && open) dispatch({ type: 'escape' });
  };
  const onPointer = (event: PointerEvent) => {
    const target = event.target as Node;
    if (open && !menu.contains(target) && !button.contains(target)) dispatch({ type: 'dismiss' });
  };
  const onFocusOut = (event: FocusEvent) => {
    const next = event.relatedTarget as Node | null;
    if (next && !menu.contains(next) && next !== button) dispatch({ type: 'dismiss' });
  };
  // The link goes on to its section by itself (the page's scroll-padding keeps it below the bars).
  const onMenuClick = (event: MouseEvent) => {
    if (event.target instanceof win.Element && event.target.closest('a')) {
      dispatch({ type: 'choose' });
    }
  };

  // One signal takes every listener off again.
  const listening = new AbortController();
  const { signal } = listening;
  win.addEventListener('scroll', schedule, { passive: true, signal });
  win.addEventListener('resize', schedule, { signal });
  button.addEventListener('click', onToggle, { signal });
  close?.addEventListener('click', onClose, { signal });
  doc.addEventListener('keydown', onKey, { signal });
  doc.addEventListener('pointerdown', onPointer, { signal });
  menu.addEventListener('focusout', onFocusOut, { signal });
  menu.addEventListener('click', onMenuClick, { signal });
  schedule();
  return () => {
    listening.abort();
    if (frame) win.cancelAnimationFrame(frame);
  };
}

/** Binds the page's guide contents, if it has them. */
export function setupContents(doc: Document = document): () => void {
  const root = doc.querySelector<HTMLElement>('[data-guide-contents]');
  return root ? bindContents(root) : () => {};
}
