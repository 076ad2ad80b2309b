import source from './chunkRecovery.js?raw';

const copy = { message: 'This part of the page did not load.', retry: 'Retry' };
const origin = window.location.origin;

/** A window whose events, storage and reload the test controls; the DOM is the real one. */
function page(pathname = '/guides/spam') {
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
function rejection(reason: unknown) {
  const event = new Event('unhandledrejection', { cancelable: true }) as Event & {
    reason: unknown;
  };
  event.reason = reason;
  return event;
}

const chunkFailure = (url: string) =>
  rejection(new TypeError(`Failed to fetch dynamically imported module: ${origin}${url}`));

function island(componentUrl: string, text: string) {
  const element = document.createElement('astro-island');
  element.setAttribute('ssr', '');
  element.setAttribute('component-url', componentUrl);
  element.setAttribute('renderer-url', '/_astro/client.abc.js');
  element.textContent = text;
  document.body.append(element);
  return element;
}

const retryButtons = () =>
  [...document.querySelectorAll('button')].filter((button) => button.textContent === 'Retry');

afterEach(() => {
  document.body.replaceChildren();
  window.sessionStorage.clear();
});

describe('the inline chunk recovery script', () => {
  it('reloads the page once when an island chunk fails, and remembers it for that path', () => {
    island('/_astro/Header.abc.js', 'Process Results FAQ');
    const { events, reload } = page();
    const failure = chunkFailure('/_astro/Header.abc.js');
    events.dispatchEvent(failure);
    expect(reload).toHaveBeenCalledTimes(1);
    expect(failure.defaultPrevented).toBe(true);
    expect(window.sessionStorage.getItem('chunk-reload:/guides/spam')).not.toBeNull();
    expect(retryButtons()).toHaveLength(0);
  });

  it("takes Astro's own hydration error for a chunk its loader failed to fetch twice", () => {
    window.sessionStorage.setItem('chunk-reload:/guides/spam', '1');
    const header = island('/_astro/Header.abc.js', 'Process Results FAQ');
    const { events, reload } = page();
    const hydrationError = (message: string) =>
      new CustomEvent('astro:hydration-error', {
        cancelable: true,
        detail: { error: new TypeError(message), componentUrl: '/_astro/Header.abc.js' },
      });
    const renderError = hydrationError('Cannot read properties of undefined');
    events.dispatchEvent(renderError);
    expect(renderError.defaultPrevented).toBe(false);
    expect(retryButtons()).toHaveLength(0);
    const chunkError = hydrationError(
      `Failed to fetch dynamically imported module: ${origin}/_astro/Header.abc.js?astro-retry=1700000000000`,
    );
    events.dispatchEvent(chunkError);
    expect(chunkError.defaultPrevented).toBe(true);
    expect(header.hasAttribute('data-chunk-failed')).toBe(true);
    expect(retryButtons()).toHaveLength(1);
    expect(reload).not.toHaveBeenCalled();
  });

  it('after that one reload, offers a retry after the failed island and keeps its text', () => {
    window.sessionStorage.setItem('chunk-reload:/guides/spam', '1');
    const header = island('/_astro/Header.abc.js', 'Process Results FAQ');
    const other = island('/_astro/Faq.abc.js', 'Questions');
    const { events, reload } = page();
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js'));
    expect(reload).not.toHaveBeenCalled();
    expect(header.textContent).toBe('Process Results FAQ');
    expect(header.hasAttribute('data-chunk-failed')).toBe(true);
    expect(other.hasAttribute('data-chunk-failed')).toBe(false);
    const line = header.nextElementSibling;
    expect(line?.getAttribute('role')).toBe('status');
    expect(line?.textContent).toBe(`${copy.message} ${copy.retry}`);

    // A second failure of the same island adds no second line.
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js'));
    expect(retryButtons()).toHaveLength(1);

    retryButtons()[0]?.click();
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('counts the reload per path: another page may still reload itself once', () => {
    window.sessionStorage.setItem('chunk-reload:/guides/spam', '1');
    const { events, reload } = page('/resources');
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('marks every island sharing a failed renderer, but not one that already hydrated', () => {
    window.sessionStorage.setItem('chunk-reload:/guides/spam', '1');
    const waiting = island('/_astro/Header.abc.js', 'Menu');
    const done = island('/_astro/Faq.abc.js', 'Questions');
    done.removeAttribute('ssr');
    const { events } = page();
    events.dispatchEvent(chunkFailure('/_astro/client.abc.js'));
    expect(waiting.hasAttribute('data-chunk-failed')).toBe(true);
    expect(done.hasAttribute('data-chunk-failed')).toBe(false);
  });

  it('offers no retry for an island with no text, such as a decorative canvas', () => {
    window.sessionStorage.setItem('chunk-reload:/guides/spam', '1');
    const canvas = island('/_astro/Canvas.abc.js', '  ');
    const { events } = page();
    events.dispatchEvent(chunkFailure('/_astro/Canvas.abc.js'));
    expect(canvas.hasAttribute('data-chunk-failed')).toBe(true);
    expect(retryButtons()).toHaveLength(0);
  });

  it('without session storage it never reloads, so it can never loop', () => {
    const { events, reload } = page();
    // Restored here: happy-dom's storage keeps a spied method past Vitest's own restore.
    const denied = vi.spyOn(window.sessionStorage, 'getItem').mockImplementation(() => {
      throw new Error('denied');
    });
    island('/_astro/Header.abc.js', 'Menu');
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js'));
    denied.mockRestore();
    expect(reload).not.toHaveBeenCalled();
    expect(retryButtons()).toHaveLength(1);
  });

  it('stays put when an import fails because the visitor is leaving the page', () => {
    // WebKit fails every import still on its way as a navigation starts (just after
    // 'beforeunload'), while the page runs on until the next one arrives: a reload then would take
    // the visitor back. Astro's second try, a second later, fails as well.
    const header = island('/_astro/Header.abc.js', 'Menu');
    const { events, reload } = page();
    events.dispatchEvent(new Event('beforeunload'));
    const aborted = rejection(new TypeError('Importing a module script failed.'));
    events.dispatchEvent(aborted);
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js?astro-retry=1'));
    expect(aborted.defaultPrevented).toBe(true);
    expect(reload).not.toHaveBeenCalled();
    expect(header.hasAttribute('data-chunk-failed')).toBe(false);

    // A link that opened the mail app, not a page: the visitor is still here, and types. The page
    // is in use now, so it is not reloaded under them: the island offers its Retry line.
    events.dispatchEvent(new Event('keydown'));
    events.dispatchEvent(chunkFailure('/_astro/Header.abc.js'));
    expect(reload).not.toHaveBeenCalled();
    expect(retryButtons()).toHaveLength(1);
  });

  it.each(['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'input'])(
    'never reloads a page the visitor has begun to use (%s): it offers Retry',
    (type) => {
      const faq = island('/_astro/Faq.abc.js', 'Questions');
      const { events, reload } = page('/');
      const step = new Event(type);
      // The page's own scroll is the document's; a carousel's is its element's.
      Object.defineProperty(step, 'target', { value: document });
      events.dispatchEvent(step);
      events.dispatchEvent(chunkFailure('/_astro/Faq.abc.js'));
      events.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
      expect(reload).not.toHaveBeenCalled();
      expect(faq.nextElementSibling?.textContent).toBe(`${copy.message} ${copy.retry}`);
    },
  );

  it("still reloads a new page when only a carousel's own scroll moved", () => {
    island('/_astro/Faq.abc.js', 'Questions');
    const { events, reload } = page('/');
    const carousel = new Event('scroll');
    Object.defineProperty(carousel, 'target', { value: document.createElement('div') });
    events.dispatchEvent(carousel);
    events.dispatchEvent(chunkFailure('/_astro/Faq.abc.js'));
    expect(reload).toHaveBeenCalledTimes(1);
  });

  it('reloads only in the first seconds: a failure later offers Retry', () => {
    island('/_astro/Faq.abc.js', 'Questions');
    const { events, reload, clock } = page('/');
    clock.now = 6000;
    events.dispatchEvent(chunkFailure('/_astro/Faq.abc.js'));
    expect(reload).not.toHaveBeenCalled();
    expect(retryButtons()).toHaveLength(1);
  });

  it('Retry reloads with what was typed, and the reloaded page puts it back', () => {
    const form = document.createElement('form');
    form.innerHTML =
      '<input id="s-name" name="name"><input id="s-email" name="email" type="email"><input name="pin" type="password"><input id="s-ok" type="checkbox">';
    document.body.append(form);
    island('/_astro/Signup.abc.js', 'Be First to Get the Good Stuff');
    const { events, reload, clock } = page('/resources');
    clock.now = 9000;
    events.dispatchEvent(chunkFailure('/_astro/Signup.abc.js'));
    const [name, email, pin, ok] = form.querySelectorAll('input');
    if (!name || !email || !pin || !ok) throw new Error('the form has four fields');
    name.value = 'Dana';
    email.value = 'dana@firm.test';
    pin.value = '1234';
    ok.checked = true;
    retryButtons()[0]?.click();
    expect(reload).toHaveBeenCalledTimes(1);

    // The same page loaded again: its fields empty, until the script runs.
    document.body.replaceChildren();
    const fresh = form.cloneNode(false) as HTMLFormElement;
    fresh.innerHTML = form.innerHTML;
    document.body.append(fresh);
    page('/resources');
    const [name2, email2, pin2, ok2] = fresh.querySelectorAll('input');
    expect(name2?.value).toBe('Dana');
    expect(email2?.value).toBe('dana@firm.test');
    expect(pin2?.value).toBe('');
    expect(ok2?.checked).toBe(true);
    expect(window.sessionStorage.getItem('chunk-typed:/resources')).toBeNull();
  });

  it('leaves other rejections alone', () => {
    const { events, reload } = page();
    const other = rejection(new Error('Something else'));
    events.dispatchEvent(other);
    expect(other.defaultPrevented).toBe(false);
    expect(reload).not.toHaveBeenCalled();
  });

  it('reloads once when a bundled page script or a lazy chunk fails', () => {
    const { events, reload } = page();
    const script = document.createElement('script');
    script.src = '/_astro/BaseLayout.abc.js';
    const error = new Event('error');
    Object.defineProperty(error, 'target', { value: script });
    events.dispatchEvent(error);
    events.dispatchEvent(new Event('vite:preloadError', { cancelable: true }));
    expect(reload).toHaveBeenCalledTimes(1);
  });
});
