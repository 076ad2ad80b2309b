/**
 * The behaviour of every third-party embed on a page (src/components/embed/ThirdPartyEmbed.tsx
 * writes their HTML): a plain script, so a page whose only moving part is its calendar or intake
 * form ships no component framework. Each embed is a `[data-embed]` block; its frame loads lazily
 * from the HTML. Once the page has loaded and the embed is on screen, the provider's script is
 * added and the clock starts: the fallback link steps forward when the frame errors, the script
 * is blocked, or the frame has not loaded in time (see embedState.ts).
 */

import { loadScript } from '../../browser/loadScript';
import { type EmbedEvent, type EmbedState, nextEmbedState, shownState } from './embedState';

/** True once the frame has left its blank start: a cross-origin page cannot be read, so it throws. */
function frameHasNavigated(frame: HTMLIFrameElement): boolean {
  try {
    const href = frame.contentWindow?.location.href;
    return href !== undefined && href !== 'about:blank';
  } catch {
    return true;
  }
}

/** Runs `then` once, when the element is first at least 5 % on screen (at once without observers). */
function whenOnScreen(element: Element, then: () => void): void {
  if (typeof IntersectionObserver === 'undefined') {
    then();
    return;
  }
  const observer = new IntersectionObserver(
    (entries) => {
      if (!entries.some((entry) => entry.isIntersecting)) return;
      observer.disconnect();
      then();
    },
    { threshold: 0.05 },
  );
  observer.observe(element);
}

/** Runs `then` once the page has loaded: the providers are asked for nothing before that. */
function afterLoad(then: () => void): void {
  if (document.readyState === 'complete') then();
  else window.addEventListener('load', then, { once: true });
}

/** Starts one embed. One that is not set up is written failed in the HTML and is left as it is. */
export function startEmbed(root: HTMLElement): void {
  if (root.dataset.state !== 'loading') return;
  const status = root.querySelector('[role="status"]');
  const card = root.querySelector<HTMLTemplateElement>('template[data-embed-card]');
  const quietLink = root.querySelector<HTMLElement>('[data-embed-link]');
  const frameBox = root.querySelector<HTMLElement>('[data-embed-frame]');
  const frame = frameBox?.querySelector('iframe');
  let state: EmbedState = { blocked: false, frame: 'loading' };

  const report = (event: EmbedEvent) => {
    const before = shownState(state);
    state = nextEmbedState(state, event);
    // A blocked provider only ever shows an error page: the frame stays in the page, hidden.
    frameBox?.classList.toggle('hidden', state.blocked);
    const shown = shownState(state);
    if (shown === before) return;
    root.dataset.state = shown;
    const failed = shown === 'failed';
    // Written into the live region, so a screen reader hears why the link stepped forward; the
    // quieter copy of the link above the frame would then only repeat it.
    status?.classList.toggle('sr-only', !failed);
    status?.replaceChildren(...(failed && card ? [card.content.cloneNode(true)] : []));
    if (quietLink) quietLink.hidden = failed;
  };

  if (frame) {
    frame.addEventListener('load', () => report('loaded'));
    frame.addEventListener('error', () => report('blocked'));
    if (frameHasNavigated(frame)) report('loaded');
  }
  afterLoad(() =>
    whenOnScreen(root, () => {
      const src = root.dataset.script;
      if (src) {
        const script = loadScript(src);
        // Known to have failed already (blocked at once, or for an earlier embed): no tick to wait.
        if (script.status === 'failed') report('blocked');
        else script.ready.catch(() => report('blocked'));
      }
      window.setTimeout(() => report('timeout'), Number(root.dataset.timeout));
    }),
  );
}

/** Starts every embed on the page. */
export function startEmbeds(): void {
  for (const root of document.querySelectorAll<HTMLElement>('[data-embed]')) startEmbed(root);
}
