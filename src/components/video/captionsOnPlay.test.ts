import { showCaptionsOnFirstPlay } from './captionsOnPlay';

/** A video with a captions track whose TextTrack jsdom lacks: a plain object stands in. */
function videoWithTrack(marked: boolean) {
  const video = document.createElement('video');
  const element = document.createElement('track');
  if (marked) element.setAttribute('data-captions-on-play', '');
  const track = { mode: 'disabled' };
  Object.defineProperty(element, 'track', { value: track });
  video.append(element);
  document.body.append(video);
  return { video, track };
}

describe('showCaptionsOnFirstPlay', () => {
  beforeAll(() => showCaptionsOnFirstPlay(document));
  afterEach(() => document.body.replaceChildren());

  it('shows the captions when the video first plays, not before', () => {
    const { video, track } = videoWithTrack(true);
    expect(track.mode).toBe('disabled');
    video.dispatchEvent(new Event('play'));
    expect(track.mode).toBe('showing');
  });

  it('leaves them as the visitor set them on every later play', () => {
    const { video, track } = videoWithTrack(true);
    video.dispatchEvent(new Event('play'));
    track.mode = 'disabled';
    video.dispatchEvent(new Event('play'));
    expect(track.mode).toBe('disabled');
  });

  it('leaves alone a track the player did not mark', () => {
    const { video, track } = videoWithTrack(false);
    video.dispatchEvent(new Event('play'));
    expect(track.mode).toBe('disabled');
  });
});
