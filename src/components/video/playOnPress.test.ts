import { playVideoOnPress } from './playOnPress';

/** A player as VideoPlayer draws it: still, video without controls, play link to the file. */
function player(result: () => Promise<void> = () => Promise.resolve()) {
  const frame = document.createElement('div');
  frame.innerHTML =
    '<video preload="none"><source src="/media/a.mp4"></video>' +
    '<a href="/media/a.mp4" data-video-play><span>Play the video</span></a>';
  document.body.append(frame);
  const video = frame.querySelector('video') as HTMLVideoElement;
  const play = vi.fn(result);
  Object.defineProperty(video, 'play', { value: play });
  const button = frame.querySelector('a') as HTMLAnchorElement;
  return { video, button, play, label: frame.querySelector('span') as HTMLSpanElement };
}

const press = (element: Element, init: MouseEventInit = {}) => {
  const event = new MouseEvent('click', { bubbles: true, cancelable: true, button: 0, ...init });
  element.dispatchEvent(event);
  return event;
};

describe('playVideoOnPress', () => {
  beforeAll(() => playVideoOnPress(document));
  afterEach(() => document.body.replaceChildren());

  it('shows nothing of the player until the press, then its controls, focus and playback', () => {
    const { video, button, play, label } = player();
    expect(video.controls).toBe(false);
    const event = press(label);
    expect(event.defaultPrevented).toBe(true);
    expect(video.controls).toBe(true);
    expect(button.hidden).toBe(true);
    expect(video.tabIndex).toBe(0);
    expect(document.activeElement).toBe(video);
    expect(play).toHaveBeenCalledTimes(1);
  });

  it('leaves a press with a modifier key or another button to the link', () => {
    const { video, play, button } = player();
    for (const init of [{ metaKey: true }, { ctrlKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(press(button, init).defaultPrevented).toBe(false);
    }
    expect(video.controls).toBe(false);
    expect(play).not.toHaveBeenCalled();
  });

  it('keeps the controls up when the file cannot play', async () => {
    // An unhandled rejection would fail the run.
    const { video, button } = player(() => Promise.reject(new Error('no file')));
    press(button);
    await Promise.resolve();
    expect(video.controls).toBe(true);
  });

  it('ignores other links', () => {
    const link = document.createElement('a');
    link.href = '/resources';
    document.body.append(link);
    expect(press(link).defaultPrevented).toBe(false);
  });
});
