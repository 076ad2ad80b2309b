/**
 * A page for the chunk recovery script's tests (src/browser/chunkRecovery.test.ts and
 * chunkRecoveryInUse.test.ts): the script run against a window the test controls.
 */
import source from '../browser/chunkRecovery.js?raw';

export const copy = { message: 'This part of the page did not load.', retry: 'Retry' };
export const origin = window.location.origin;

/** A window whose events, storage and reload the test controls; the DOM is the real one. */
export function page(pathname = '/guides/spam') {
  const events = new EventTarget();
  const reload = vi.fn();
  const clock = { now: 800 };
  const win = {
    document,
    location: { pathname, reload },
    performance: { now: () => clock.now },
    sessionStorage: window.sessionStorage,
    addEventListener: events.addEventListener.bind(events),
  };
  // The file's text, run as the page runs it: its tag carries the copy.
  new Function('window', 'document', source)(win, { currentScript: { dataset: copy } });
  return { events, reload, clock };
}

/** A promise rejected with `reason` that nothing handled, as the window reports it. */
export function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & {
    reason: unknown;
  };
  event.reason = reason;
  return event;
}

export const chunkFailure = (url: string) =>
  rejection(new TypeError(`Failed to fetch dynamically imported module: ${origin}${url}`));

export function island(componentUrl: string, text: string) {
  const element = document.createElement('astro-island');
  element.setAttribute('ssr', '');
  element.setAttribute('component-url', componentUrl);
  element.setAttribute('renderer-url', '/_astro/client.abc.js');
  element.textContent = text;
  document.body.append(element);
  return element;
}

export const retryButtons = () =>
  [...document.querySelectorAll('button')].filter((button) => button.textContent === 'Retry');

/** Each test starts on an empty page with nothing remembered. */
export function clearPageAfterEach() {
  afterEach(() => {
    document.body.replaceChildren();
    window.sessionStorage.clear();
  });
}
