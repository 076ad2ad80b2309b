/** The words of the line that stands in for a widget whose code did not load. */
export interface ChunkRecoveryCopy {
  message: string;
  retry: string;
}

/**
 * What to do when a script chunk fails to load: a page left open across a deploy asks for chunks
 * that no longer exist, a flaky network drops one. The page reloads itself once (remembered per
 * path for the tab's session, so never a loop); after that, each island whose code failed keeps
 * its server-rendered text, is marked `data-chunk-failed` (CSS then shows its no-JavaScript state,
 * so the header's links stay reachable instead of a dead menu button) and gets a 'Retry' line
 * after it, unless it shows no text (a decorative canvas needs none).
 *
 * Astro's island loader tries a failed `import()` once more after a second, then dispatches
 * `astro:hydration-error` on the island (cancelled here, so it logs no error); any other failed
 * `import()` left uncaught surfaces as an `unhandledrejection`; a failed bundled `<script>` fires
 * `error` on its tag; Vite's own lazy imports dispatch `vite:preloadError` (left for the component
 * to handle, as SPEC says).
 *
 * It runs inline in the head, before any island starts, so it must not depend on a chunk: this
 * function is written into the page with `toString()`, so it uses nothing from outside its body.
 */
export function setupChunkRecovery(win: Window, copy: ChunkRecoveryCopy): void {
  const doc = win.document;
  const key = `chunk-reload:${win.location.pathname}`;
  const chunkError = /dynamically imported module|importing a module script failed/i;

  /** Reloads the page if it has not reloaded itself on this path yet; false when it may not. */
  const reloadOnce = (): boolean => {
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

  const absolute = (url: string | null) => (url ? new URL(url, doc.baseURI).href : '');

  /** The islands waiting on `url`; every waiting island when the browser did not say which. */
  const islandsWaitingOn = (url: string | undefined) =>
    [...doc.querySelectorAll('astro-island[ssr]')].filter(
      (island) =>
        url === undefined ||
        absolute(island.getAttribute('component-url')) === url ||
        absolute(island.getAttribute('renderer-url')) === url,
    );

  const offerRetry = (island: Element) => {
    if (island.hasAttribute('data-chunk-failed')) return;
    island.setAttribute('data-chunk-failed', '');
    if (!island.textContent?.trim()) return;
    const line = doc.createElement('p');
    line.setAttribute('role', 'status');
    line.className =
      'container-page my-3 flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-muted';
    line.append(copy.message, ' ');
    const button = doc.createElement('button');
    button.type = 'button';
    button.className =
      'min-h-11 rounded-pill border border-line-strong bg-white/5 px-4 font-semibold text-paper hover:bg-white/10';
    button.textContent = copy.retry;
    button.addEventListener('click', () => win.location.reload());
    line.append(button);
    island.after(line);
  };

  const failed = (url: string | undefined) => {
    if (reloadOnce()) return;
    for (const island of islandsWaitingOn(url)) offerRetry(island);
  };

  /** The failed chunk's address as an island names it: the loader's retry adds a query. */
  const failedUrl = (message: string) => /https?:\/\/[^\s?#]+/.exec(message)?.[0];
  const messageOf = (error: unknown) =>
    String((error as { message?: unknown } | null)?.message ?? error);

  win.addEventListener('astro:hydration-error', (event) => {
    const { error, componentUrl } = (event as CustomEvent<{ error: unknown; componentUrl: string }>)
      .detail;
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
      const target = event.target as HTMLScriptElement | null;
      if (target?.tagName !== 'SCRIPT' || !target.src.includes('/_astro/')) return;
      failed(target.src);
    },
    true,
  );
  win.addEventListener('vite:preloadError', () => reloadOnce());
}
