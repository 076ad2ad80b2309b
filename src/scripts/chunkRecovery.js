// @ts-check
/*
 * What a page does when a script chunk fails to load: a page left open across a deploy asks for
 * chunks that no longer exist, a flaky network drops one. The page reloads itself once
 * (remembered per path for the tab's session, so never a loop); after that, each island whose
 * code failed keeps its server-rendered text, is marked `data-chunk-failed` (CSS then shows its
 * no-JavaScript state, so the header's links stay reachable instead of a dead menu button) and
 * gets a 'Retry' line after it, unless it shows no text (a decorative canvas needs none).
 *
 * Astro's island loader tries a failed `import()` once more after a second, then dispatches
 * `astro:hydration-error` on the island (cancelled here, so it logs no error); any other failed
 * `import()` left uncaught surfaces as an `unhandledrejection`; a failed bundled `<script>` fires
 * `error` on its tag; Vite's own lazy imports dispatch `vite:preloadError` (left for the component
 * to handle, as SPEC says).
 *
 * BaseLayout puts this file's text in the head as it is, before any island can start, so it works
 * when every chunk fails; the words of the Retry line come from its tag's data-message and
 * data-retry attributes (src/content/site.yaml, chunkError).
 */
((win, copy) => {
  const doc = win.document;
  const key = `chunk-reload:${win.location.pathname}`;
  const chunkError = /dynamically imported module|importing a module script failed/i;

  /** Reloads the page if it has not reloaded itself on this path yet; false when it may not. */
  const reloadOnce = () => {
    try {
      if (win.sessionStorage.getItem(key)) return false;
      win.sessionStorage.setItem(key, String(Date.now()));
    } catch {
      // No storage, no memory of a reload: never risk a loop.
      return false;
    }
    win.location.reload();
    return true;
  };

  /** @param {string | null} url */
  const absolute = (url) => (url ? new URL(url, doc.baseURI).href : '');

  /**
   * The islands waiting on `url`; every waiting island when the browser did not say which.
   * @param {string | undefined} url
   */
  const islandsWaitingOn = (url) =>
    [...doc.querySelectorAll('astro-island[ssr]')].filter(
      (island) =>
        url === undefined ||
        absolute(island.getAttribute('component-url')) === url ||
        absolute(island.getAttribute('renderer-url')) === url,
    );

  /** @param {Element} island */
  const offerRetry = (island) => {
    if (island.hasAttribute('data-chunk-failed')) return;
    island.setAttribute('data-chunk-failed', '');
    if (!island.textContent?.trim()) return;
    const line = doc.createElement('p');
    line.setAttribute('role', 'status');
    line.className =
      'container-page my-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted';
    line.append(copy.message ?? '', ' ');
    const button = doc.createElement('button');
    button.type = 'button';
    button.className =
      'min-h-11 rounded-pill border border-line-strong bg-white/5 px-4 font-semibold text-paper hover:bg-white/10';
    button.textContent = copy.retry ?? '';
    button.addEventListener('click', () => win.location.reload());
    line.append(button);
    island.after(line);
  };

  /** @param {string | undefined} url */
  const failed = (url) => {
    if (reloadOnce()) return;
    for (const island of islandsWaitingOn(url)) offerRetry(island);
  };

  /**
   * The failed chunk's address as an island names it: the loader's retry adds a query.
   * @param {string} message
   */
  const failedUrl = (message) => /https?:\/\/[^\s?#]+/.exec(message)?.[0];
  /** @param {unknown} error */
  const messageOf = (error) =>
    String(/** @type {{ message?: unknown } | null} */ (error)?.message ?? error);

  win.addEventListener('astro:hydration-error', (event) => {
    const { error, componentUrl } = /** @type {CustomEvent} */ (event).detail;
    const message = messageOf(error);
    if (!chunkError.test(message)) return;
    // Handled here: the page recovers, so it is no error.
    event.preventDefault();
    failed(failedUrl(message) ?? absolute(componentUrl));
  });
  win.addEventListener('unhandledrejection', (event) => {
    const message = messageOf(event.reason);
    if (!chunkError.test(message)) return;
    event.preventDefault();
    failed(failedUrl(message));
  });
  win.addEventListener(
    'error',
    (event) => {
      const target = /** @type {HTMLScriptElement | null} */ (event.target);
      if (target?.tagName !== 'SCRIPT' || !target.src.includes('/_astro/')) return;
      failed(target.src);
    },
    true,
  );
  win.addEventListener('vite:preloadError', () => reloadOnce());
})(window, document.currentScript?.dataset ?? {});
