/**
 * For unit tests only: replace the browser's clipboard and share APIs on `navigator`, or take
 * them away, and put the real ones back after each test.
 */
type Api = 'clipboard' | 'share' | 'canShare';

const saved = new Map<Api, PropertyDescriptor | undefined>();

function replace(api: Api, value: unknown) {
  if (!saved.has(api)) saved.set(api, Object.getOwnPropertyDescriptor(navigator, api));
  Object.defineProperty(navigator, api, { value, configurable: true, writable: true });
}

/** A clipboard whose writes succeed, or are refused as a browser without permission does. */
export function clipboardWill(outcome: 'copy' | 'refuse') {
  const writeText = vi.fn(async (_text: string) => {
    if (outcome === 'refuse') throw new DOMException('Write permission denied.', 'NotAllowedError');
  });
  replace('clipboard', { writeText });
  return writeText;
}

/** A browser with no clipboard API at all (an insecure page, some in-app browsers). */
export function withoutClipboard() {
  replace('clipboard', undefined);
}

/** A native share sheet that shares. */
export function withShare() {
  const share = vi.fn(async (_data: ShareData) => {});
  replace('share', share);
  replace('canShare', () => true);
  return share;
}

/** A browser without a native share sheet, as most desktop browsers are. */
export function withoutShare() {
  replace('share', undefined);
  replace('canShare', undefined);
}

/** Puts back what the helpers above replaced. */
export function restoreBrowserApis() {
  for (const [api, descriptor] of saved) {
    if (descriptor) Object.defineProperty(navigator, api, descriptor);
    else delete (navigator as unknown as Record<string, unknown>)[api];
  }
  saved.clear();
}
