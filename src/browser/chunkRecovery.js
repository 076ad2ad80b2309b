// A chunk that fails to load: reload once while the page is new and untouched, otherwise a Retry
// line after each island left without code; Retry reloads with what the visitor typed kept.
// BaseLayout.astro says why and how; this text is what every page runs, as it is.
((win, copy) => {
  const doc = win.document;
  const key = `chunk-reload:${win.location.pathname}`;
  const chunkError = /dynamically imported module|importing a module script failed/i;
  // WebKit fails every import still on its way as soon as the visitor leaves (a link, Back), and
  // runs the page on until the next one arrives, seconds on a slow line: a reload then would cancel
  // where they were going. So from 'beforeunload' a failure is the page being left, until the
  // visitor is back on it: a key or a tap (after a mail link, say), or a return from the cache.
  let leaving = false;
  win.addEventListener('beforeunload', () => {
    leaving = true;
  });
  for (const type of ['pageshow', 'pointerdown', 'keydown']) {
    win.addEventListener(type, () => (leaving = false), { capture: true, passive: true });
  }
  // Islands below the fold start as the reader scrolls to them: a reload then would throw them
  // back to the top mid-read. So the page reloads itself only in its first seconds and before the
  // visitor has scrolled, typed or tapped; after that a failure gets the Retry line.
  const reloadWindowMs = 4000;
  let used = false;
  for (const type of ['scroll', 'wheel', 'touchstart', 'pointerdown', 'keydown', 'input']) {
    // The page's own scroll, not a carousel's or the mockup's, which move by themselves.
    const mark = (event) => (used ||= type !== 'scroll' || event.target === doc);
    win.addEventListener(type, mark, { capture: true, passive: true });
  }
  const reloadOnce = () => {
    if (used || win.performance.now() > reloadWindowMs) return false;
    try {
      if (win.sessionStorage.getItem(key)) return false;
      win.sessionStorage.setItem(key, String(Date.now()));
    } catch {
      return false;
    }
    win.location.reload();
    return true;
  };
  // What the visitor typed, kept across Retry's reload and put back where it was: by each field's
  // id or name, never a password or a file.
  const typedKey = `chunk-typed:${win.location.pathname}`;
  const fields = () =>
    [...doc.querySelectorAll('input, textarea, select')].filter(
      (field) => (field.id || field.name) && !/^(password|hidden|file)$/.test(field.type),
    );
  const fieldKey = (field) => `${field.id}|${field.name}`;
  const keepTyped = () => {
    const typed = {};
    for (const field of fields()) {
      if (field.type === 'checkbox' || field.type === 'radio') {
        if (field.checked !== field.defaultChecked) typed[fieldKey(field)] = field.checked;
      } else if (field.value !== field.defaultValue) typed[fieldKey(field)] = field.value;
    }
    try {
      win.sessionStorage.setItem(typedKey, JSON.stringify(typed));
    } catch {
      // No storage: the reload goes ahead; the visitor chose it.
    }
  };
  const putTypedBack = () => {
    let typed;
    try {
      typed = JSON.parse(win.sessionStorage.getItem(typedKey) ?? 'null');
      win.sessionStorage.removeItem(typedKey);
    } catch {
      return;
    }
    if (!typed) return;
    for (const field of fields()) {
      const value = typed[fieldKey(field)];
      if (typeof value === 'boolean') field.checked = value;
      else if (typeof value === 'string') field.value = value;
    }
  };
  if (doc.readyState === 'loading') doc.addEventListener('DOMContentLoaded', putTypedBack);
  else putTypedBack();
  const absolute = (url) => (url ? new URL(url, doc.baseURI).href : '');
  const islandsWaitingOn = (url) =>
    [...doc.querySelectorAll('astro-island[ssr]')].filter(
      (island) =>
        url === undefined ||
        absolute(island.getAttribute('component-url')) === url ||
        absolute(island.getAttribute('renderer-url')) === url,
    );
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
    button.addEventListener('click', () => {
      keepTyped();
      win.location.reload();
    });
    line.append(button);
    island.after(line);
  };
  const failed = (url) => {
    if (leaving || reloadOnce()) return;
    for (const island of islandsWaitingOn(url)) offerRetry(island);
  };
  const failedUrl = (message) => /https?:\/\/[^\s?#]+/.exec(message)?.[0];
  const messageOf = (error) =>
    String(/** @type {{ message?: unknown } | null} */ (error)?.message ?? error);

  win.addEventListener('astro:hydration-error', (event) => {
    const { error, componentUrl } = /** @type {CustomEvent} */ (event).detail;
    const message = messageOf(error);
    if (!chunkError.test(message)) return;
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
  win.addEventListener('vite:preloadError', () => leaving || reloadOnce());
})(window, document.currentScript?.dataset ?? {});
