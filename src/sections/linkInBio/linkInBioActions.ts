import { measure } from '../../analytics/measure';
import { COPY_FEEDBACK_MS, canCopyText, copyText } from './clipboard';
import { pageAddress, shareOrCopy } from './share';
import { timedFeedback } from './timedFeedback';

/**
 * The link-in-bio page's 'Copy Email' and 'Share Profile' buttons, with no framework. React draws
 * their markup at build (./CopyEmailButton.tsx, ShareProfileButton.tsx):
 * what works without script in the page, the button in a `<template data-control>`, and its
 * 'copied' contents in `<template data-done>` (and the floating button's note beside it in
 * `<template data-note>`). This puts the button in once it can work, so a button on the page is
 * always one that does something, and swaps its contents while a copy is confirmed: the same
 * element throughout, so it keeps the focus.
 */

/** The contents of the `<template data-{name}>` in `root`, taken out of the page (so once only). */
function take(root: Element, name: string): DocumentFragment | undefined {
  const template = root.querySelector<HTMLTemplateElement>(`template[data-${name}]`);
  template?.remove();
  return template?.content;
}

/**
 * Shows the button's 'done' state for COPY_FEEDBACK_MS (a second call restarts the clock): its
 * contents from the 'done' template, `data-state="done"` where it has a state (the tint), the
 * copied words in the live region `status`, and the note, if any, before it. Then all as it was.
 */
function doneFeedback(
  button: HTMLButtonElement,
  status: Element | null,
  words: string,
  done: DocumentFragment | undefined,
  note: Element | null | undefined,
): () => void {
  const idleContents = [...button.childNodes];
  const doneContents = [...(done?.childNodes ?? [])];
  return timedFeedback(COPY_FEEDBACK_MS, (active) => {
    button.replaceChildren(...(active ? doneContents : idleContents));
    if (button.dataset.state) button.dataset.state = active ? 'done' : 'idle';
    if (note && active) button.before(note);
    else note?.remove();
    if (status) status.textContent = active ? words : '';
  }).show;
}

/**
 * 'Copy Email' (`[data-copy-email]`, the address in it): where the browser can write to the
 * clipboard, the mailto link becomes the copy button; a copy shows 'Copied' for 2 s, and a failed
 * one opens the e-mail instead. Without a clipboard the link stays, as it is without script.
 */
export function bindCopyEmail(root: HTMLElement): void {
  const link = root.querySelector<HTMLAnchorElement>('a[href^="mailto:"]');
  const email = root.dataset.copyEmail;
  if (!link || !email || !canCopyText()) return;
  const button = take(root, 'control')?.querySelector('button');
  if (!button) return;
  const mailto = `mailto:${email}`;
  const showCopied = doneFeedback(
    button,
    root.querySelector('[role="status"]'),
    root.dataset.copiedLabel ?? '',
    take(root, 'done'),
    undefined,
  );
  button.addEventListener('click', async () => {
    if (await copyText(email)) {
      showCopied();
      if (__MEASURING__) measure('email_copied', 'linkinbio');
    } else window.location.assign(mailto);
  });
  link.replaceWith(button);
}

/**
 * 'Share Profile' (`[data-share-profile]`, its variant as the value): the browser's share sheet
 * with the page's title, text and address where there is one (a cancel or error is ignored);
 * elsewhere the address is copied and 'Link Copied!' shows for 2 s. A failed copy is only logged.
 * The button takes the place kept for it (`[data-placeholder]`), or goes at the end of `root`.
 */
export function bindShareProfile(root: HTMLElement): void {
  const control = take(root, 'control');
  const button = control?.querySelector('button');
  if (!control || !button) return;
  const status = control.querySelector('[role="status"]');
  const showCopied = doneFeedback(
    button,
    status,
    root.dataset.copiedLabel ?? '',
    take(root, 'done'),
    take(root, 'note')?.firstElementChild,
  );
  button.addEventListener('click', async () => {
    const outcome = await shareOrCopy({
      title: root.dataset.shareTitle ?? '',
      text: root.dataset.shareText ?? '',
      url: pageAddress(window.location),
    });
    if (outcome === 'copied') showCopied();
    if (__MEASURING__ && (outcome === 'shared' || outcome === 'copied')) {
      measure('page_shared', root.dataset.shareProfile ?? 'inline');
    }
  });
  const placeholder = root.querySelector('[data-placeholder]');
  if (placeholder) placeholder.replaceWith(control);
  else root.append(control);
}

/** Brings every copy-email and share button on the page to life. */
export function startLinkInBioActions(doc: Document = document): void {
  for (const root of doc.querySelectorAll<HTMLElement>('[data-copy-email]')) bindCopyEmail(root);
  for (const root of doc.querySelectorAll<HTMLElement>('[data-share-profile]')) {
    bindShareProfile(root);
  }
}
