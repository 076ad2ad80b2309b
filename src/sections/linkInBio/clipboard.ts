/** product.md: 'Copied' and 'Link Copied!' show for 2000 ms, then the control is idle again. */
export const COPY_FEEDBACK_MS = 2000;

/** The part of `navigator` a copy needs; tests pass their own. */
export interface ClipboardNavigator {
  clipboard?: { writeText?: ((text: string) => Promise<void>) | undefined } | undefined;
}

function currentNavigator(): ClipboardNavigator | undefined {
  return typeof navigator === 'undefined' ? undefined : navigator;
}

/**
 * Whether this browser can write text to the clipboard. Browsers leave the API out on insecure
 * pages and in some in-app browsers, so it is checked, never assumed.
 */
export function canCopyText(nav: ClipboardNavigator | undefined = currentNavigator()): boolean {
  return typeof nav?.clipboard?.writeText === 'function';
}

/** Writes `text` to the clipboard; rejects when there is no clipboard or the browser refuses. */
export async function writeClipboard(
  text: string,
  nav: ClipboardNavigator | undefined = currentNavigator(),
): Promise<void> {
  const writeText = nav?.clipboard?.writeText;
  if (typeof writeText !== 'function') throw new Error('This browser has no clipboard to write to');
  await writeText.call(nav?.clipboard, text);
}

/** True when `text` is on the clipboard, false when the copy failed for any reason. */
export async function copyText(
  text: string,
  nav: ClipboardNavigator | undefined = currentNavigator(),
): Promise<boolean> {
  try {
    await writeClipboard(text, nav);
    return true;
  } catch {
    return false;
  }
}
