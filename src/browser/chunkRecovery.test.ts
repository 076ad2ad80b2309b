import {
  chunkFailure,
  clearPageAfterEach,
  copy,
  island,
  origin,
  page,
  rejection,
  retryButtons,
} from '../test/chunkRecoveryPage';

clearPageAfterEach();

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
