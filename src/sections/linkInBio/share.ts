import { type ClipboardNavigator, writeClipboard } from './clipboard';

/** What a share passes on: product.md asks for the title, a line of text and the page's address. */
export interface ShareContent {
  title: string;
  text: string;
  url: string;
}

/** The part of `navigator` a share needs; tests pass their own. */
export interface ShareNavigator extends ClipboardNavigator {
  share?: ((data: ShareContent) => Promise<void>) | undefined;
  canShare?: ((data: ShareContent) => boolean) | undefined;
}

/**
 * What became of a share: the native sheet was used ('shared'), closed or refused ('dismissed',
 * which product.md says to ignore silently), the address was copied instead ('copied'), or even that
 * failed ('failed', logged and otherwise silent).
 */
export type ShareOutcome = 'shared' | 'dismissed' | 'copied' | 'failed';

/** The message product.md logs when the address could not be copied. */
export const COPY_URL_FAILED = 'Failed to copy URL';

function currentNavigator(): ShareNavigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

/** Whether the browser offers its own share sheet for this content. */
export function canShareNatively(
  content: ShareContent,
  nav: ShareNavigator | undefined = currentNavigator(),
): boolean {
  if (typeof nav?.share !== 'function') return false;
  return typeof nav.canShare !== 'function' || nav.canShare(content);
}

/**
 * Shares with the browser's own sheet where there is one; otherwise copies the address. A
 * cancelled or failed share is not an error to the visitor; a failed copy is only logged.
 */
export async function shareOrCopy(
  content: ShareContent,
  nav: ShareNavigator | undefined = currentNavigator(),
  log: (message: string, error: unknown) => void = console.error,
): Promise<ShareOutcome> {
  if (canShareNatively(content, nav)) {
    try {
      await nav?.share?.(content);
      return 'shared';
    } catch {
      return 'dismissed';
    }
  }
  try {
    await writeClipboard(content.url, nav);
    return 'copied';
  } catch (error) {
    log(COPY_URL_FAILED, error);
    return 'failed';
  }
}

/**
 * The address to share: the page itself, without the query or fragment the visitor arrived with,
 * so a friend's visit is not counted against the campaign that brought the sharer.
 */
export function pageAddress(location: Pick<Location, 'origin' | 'pathname'>): string {
  return `${location.origin}${location.pathname}`;
}
