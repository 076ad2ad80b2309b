import type { ReactElement } from 'react';

/**
 * For unit tests only. happy-dom never fetches a script: it reports each one loaded or failed the
 * moment it is inserted, depending on a setting. These helpers pick that outcome, or hold new
 * tags unsettled so a test can settle them later, as a slow network would.
 */

interface HappyDomWindow {
  happyDOM: { settings: { handleDisabledFileLoadingAsSuccess: boolean } };
}

/** Whether scripts inserted from now on report 'load' or 'error' at once. */
export function scriptsWill(outcome: 'load' | 'fail'): void {
  const { happyDOM } = window as unknown as HappyDomWindow;
  happyDOM.settings.handleDisabledFileLoadingAsSuccess = outcome === 'load';
}

/**
 * New script tags stay loading until the test fires their event. Parsed tags never run in
 * happy-dom, so `createElement('script')` hands one out; vitest's restoreMocks undoes it.
 */
export function holdScripts(): void {
  const create = document.createElement.bind(document);
  vi.spyOn(document, 'createElement').mockImplementation(
    (tagName: string, options?: ElementCreationOptions) => {
      if (tagName.toLowerCase() !== 'script') return create(tagName, options);
      const template = create('template');
      template.innerHTML = '<script></script>';
      return template.content.firstElementChild as HTMLScriptElement;
    },
  );
}

/** The script tags in the document with this address. */
export function scriptsWithSrc(src: string): HTMLScriptElement[] {
  return [...document.scripts].filter((script) => script.getAttribute('src') === src);
}

/** A tag as if the page shipped it in its HTML: parsed, so happy-dom never settles it. */
export function shipScript(src: string): HTMLScriptElement {
  document.head.insertAdjacentHTML('beforeend', `<script async src="${src}"></script>`);
  return document.head.lastElementChild as HTMLScriptElement;
}

/**
 * The setting every embed test runs in: no IntersectionObserver (the embed counts as on
 * screen at once), scripts count as loaded unless a test says otherwise, and happy-dom's console
 * notes about frames and blocked scripts are kept quiet. Call at the top of a describe block.
 */
export function useEmbedTestSetting(): void {
  beforeEach(() => {
    vi.stubGlobal('IntersectionObserver', undefined);
    scriptsWill('load');
    const consoleError = console.error.bind(console);
    vi.spyOn(console, 'error').mockImplementation((...args: unknown[]) => {
      if (!String(args[0]).includes('loading is disabled')) consoleError(...args);
    });
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    scriptsWill('fail');
    // What mountEmbeds put in the page, and the provider tags it added: the next test starts afresh.
    document.body.replaceChildren();
    for (const script of document.head.querySelectorAll('script[src]')) script.remove();
  });
}

/**
 * Puts an embed's HTML in the page as the build writes it, and starts it as the page's script
 * does once loaded (src/components/embed/thirdPartyEmbed.ts).
 */
export async function mountEmbeds(element: ReactElement): Promise<void> {
  const [{ renderToStaticMarkup }, { startEmbed }] = await Promise.all([
    import('react-dom/server'),
    import('../components/embed/thirdPartyEmbed'),
  ]);
  document.body.insertAdjacentHTML('beforeend', renderToStaticMarkup(element));
  for (const root of document.querySelectorAll<HTMLElement>('[data-embed]:not([data-started])')) {
    root.dataset.started = '';
    startEmbed(root);
  }
}
