/**
 * Turns a video's captions on the first time it plays. A `default` track is fetched with the
 * page, even under `preload="none"`, so the player marks its track `data-captions-on-play`
 * instead and leaves it off until then; after that first play, the visitor's choice in the
 * player's own menu stands. One listener for the whole page, capturing since `play` does not
 * bubble. Run by src/components/video/VideoBehaviours.astro on pages with a player.
 */
export function showCaptionsOnFirstPlay(doc: Document = document): void {
  doc.addEventListener(
    'play',
    (event) => {
      const video = event.target as Element | null;
      const element = video?.querySelector?.<HTMLTrackElement>('track[data-captions-on-play]');
      if (!element) return;
      element.removeAttribute('data-captions-on-play');
      element.track.mode = 'showing';
    },
    true,
  );
}
