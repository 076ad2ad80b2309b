/**
 * Starts a video from the play button over its still. Until then the player shows no controls of
 * its own (Chromium draws them from images it loads with the page, while the fonts are still
 * arriving), and the button is a link to the file itself, so it plays without script too. A plain
 * press swaps the button for the browser's controls, moves focus to the player and plays; a
 * press with a modifier key, or another button, leaves the link to do what the visitor asked.
 * One listener for the whole page, run by src/components/video/VideoBehaviours.astro.
 */
export function playVideoOnPress(doc: Document = document): void {
  doc.addEventListener('click', (event) => {
    if (event.defaultPrevented || event.button !== 0) return;
    if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return;
    const target = event.target as Element | null;
    const button = target?.closest?.<HTMLAnchorElement>('a[data-video-play]');
    const video = button?.parentElement?.querySelector('video');
    if (!button || !video) return;
    event.preventDefault();
    video.controls = true;
    button.hidden = true;
    // The player takes the button's place in the tab order, and the focus, as Safari needs asked.
    video.tabIndex = 0;
    video.focus();
    // A file that cannot play leaves the controls showing its error, and the direct link below.
    video.play()?.catch(() => undefined);
  });
}
