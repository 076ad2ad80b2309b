import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { episode, playerLabels as labels, transcript } from '../../test/guideWidgetsFixture';
import { PodcastPlayer, type PodcastPlayerProps } from './PodcastPlayer';
import { bindPodcast } from './podcast';

let unbind = () => {};

/** The player as built; run by its script when `bound`. */
function player(props: Partial<PodcastPlayerProps> = {}, bound = true) {
  document.body.innerHTML = renderToStaticMarkup(
    <PodcastPlayer {...episode} labels={labels} {...props} />,
  );
  const root = document.querySelector<HTMLElement>('[data-podcast]') as HTMLElement;
  const audio = root.querySelector('audio') as HTMLAudioElement;
  if (bound) unbind = bindPodcast(root);
  return { root, audio };
}

const setup = (props: Partial<PodcastPlayerProps> = {}) => {
  const play = vi.spyOn(HTMLMediaElement.prototype, 'play').mockResolvedValue(undefined);
  const pause = vi.spyOn(HTMLMediaElement.prototype, 'pause').mockImplementation(() => {});
  const load = vi.spyOn(HTMLMediaElement.prototype, 'load').mockImplementation(() => {});
  return { ...player(props), play, pause, load, user: userEvent.setup() };
};

/** Gives the element a known length, as the browser does once metadata arrives. */
const withDuration = (audio: HTMLAudioElement, seconds: number) => {
  Object.defineProperty(audio, 'duration', { configurable: true, value: seconds });
  fireEvent.durationChange(audio);
};

describe('the podcast player', () => {
  afterEach(() => {
    unbind();
    document.body.innerHTML = '';
  });

  it('is a region named by the episode title, loading only metadata and never autoplaying', () => {
    const { audio, load } = setup();
    expect(screen.getByRole('region', { name: episode.title })).toBeInTheDocument();
    expect(audio).toHaveAttribute('src', episode.audioUrl);
    // Its length is asked for once the player runs, never with the page.
    expect(audio).toHaveAttribute('preload', 'metadata');
    expect(load).toHaveBeenCalledOnce();
    expect(audio).not.toHaveAttribute('autoplay');
    expect(audio).not.toHaveAttribute('controls');
    expect(audio).toHaveAttribute('hidden');
  });

  it('plays: loading until sound comes, then playing, then paused', async () => {
    const { audio, play, pause, user } = setup();
    await user.click(screen.getByRole('button', { name: labels.play }));
    expect(play).toHaveBeenCalledOnce();
    expect(screen.getByText(labels.loading)).toBeInTheDocument();
    fireEvent.playing(audio);
    expect(screen.queryByText(labels.loading)).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: labels.pause }));
    expect(pause).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
  });

  it('shows the time as m:ss, 0:00 while the length is unknown, and seeks', () => {
    const { audio, root } = setup();
    const seek = screen.getByRole('slider', { name: labels.seek });
    expect(seek).toBeDisabled();
    expect(seek).toHaveAttribute('aria-valuetext', '0:00 out of 0:00');
    withDuration(audio, 125);
    expect(seek).toBeEnabled();
    expect(root).toHaveTextContent('0:00 | 2:05');
    fireEvent.input(seek, { target: { value: '65' } });
    expect(audio.currentTime).toBe(65);
    expect(seek).toHaveAttribute('aria-valuetext', '1:05 out of 2:05');
    audio.currentTime = 70;
    fireEvent.timeUpdate(audio);
    expect(root).toHaveTextContent('1:10 | 2:05');
  });

  it('returns to the start, not playing, when the episode ends', async () => {
    const { audio, root, user } = setup();
    withDuration(audio, 50);
    await user.click(screen.getByRole('button', { name: labels.play }));
    fireEvent.playing(audio);
    audio.currentTime = 50;
    fireEvent.timeUpdate(audio);
    fireEvent.ended(audio);
    expect(audio.currentTime).toBe(0);
    expect(root).toHaveTextContent('0:00 | 0:50');
    expect(screen.getByRole('button', { name: labels.play })).toBeInTheDocument();
  });

  it('warns with Retry when the audio fails, logs it once, and Retry reloads and plays', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { audio, play, load, user } = setup();
    const refusal = new DOMException('no supported sources', 'NotSupportedError');
    play.mockRejectedValueOnce(refusal);
    await user.click(screen.getByRole('button', { name: labels.play }));
    fireEvent.error(audio);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(labels.error);
    expect(logged).toHaveBeenCalledOnce();
    expect(logged.mock.calls[0]?.[0]).toBe('Error playing audio:');
    load.mockClear();
    await user.click(within(alert).getByRole('button', { name: labels.retry }));
    expect(load).toHaveBeenCalledOnce();
    expect(play).toHaveBeenCalledTimes(2);
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: labels.pause })).toHaveFocus();
    fireEvent.playing(audio);
    expect(screen.getByRole('button', { name: labels.pause })).toBeInTheDocument();
  });

  it('does not treat a play() cut short by pause as a failure', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { play, user } = setup();
    play.mockRejectedValueOnce(new DOMException('interrupted', 'AbortError'));
    await user.click(screen.getByRole('button', { name: labels.play }));
    await Promise.resolve();
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
    expect(logged).not.toHaveBeenCalled();
  });

  it('offers speeds 1, 1.5 and 2 in a labelled menu and sets the element rate', async () => {
    const { audio, user } = setup();
    const speed = screen.getByRole('combobox', { name: labels.speed });
    expect([...speed.querySelectorAll('option')].map((o) => o.textContent)).toEqual([
      '1x',
      '1.5x',
      '2x',
    ]);
    await user.selectOptions(speed, '1.5');
    expect(audio.playbackRate).toBe(1.5);
  });

  it('sets the volume in steps of 0.1, and unmuting restores the volume before muting', async () => {
    const { audio, user } = setup();
    const volume = screen.getByRole('slider', { name: labels.volume });
    expect(volume).toHaveAttribute('step', '0.1');
    expect(volume).toHaveAttribute('min', '0');
    expect(volume).toHaveAttribute('max', '1');
    fireEvent.input(volume, { target: { value: '0.4' } });
    expect(audio.volume).toBe(0.4);
    expect(volume).toHaveAttribute('aria-valuetext', '40 percent');
    await user.click(screen.getByRole('button', { name: labels.mute }));
    expect(audio.volume).toBe(0);
    expect(audio.muted).toBe(true);
    expect(volume).toHaveAttribute('aria-valuetext', '0 percent');
    await user.click(screen.getByRole('button', { name: labels.unmute }));
    expect(audio.volume).toBe(0.4);
    expect(audio.muted).toBe(false);
  });

  it('folds the details panel when its call to action is followed, so the player is small again', async () => {
    const { root, user } = setup({ ctaHref: '#choose' });
    const details = root.querySelector('details');
    await user.click(screen.getByText(labels.details));
    expect(details).toHaveAttribute('open');
    const cta = screen.getByRole('link', { name: episode.ctaText });
    cta.addEventListener('click', (event) => event.preventDefault());
    await user.click(cta);
    expect(details).not.toHaveAttribute('open');
  });

  it('ends the details panel with the transcript when there is one', () => {
    const { root } = setup({ transcript });
    const details = root.querySelector('details');
    expect(details).toHaveTextContent(transcript.heading);
    for (const paragraph of transcript.paragraphs) expect(details).toHaveTextContent(paragraph);
  });

  it('is driven by the keyboard alone', async () => {
    const { play, user } = setup();
    await user.tab();
    expect(screen.getByRole('button', { name: labels.play })).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(play).toHaveBeenCalledOnce();
  });

  it('stops answering once unbound', async () => {
    const { play, user } = setup();
    unbind();
    await user.click(screen.getByRole('button', { name: labels.play }));
    expect(play).not.toHaveBeenCalled();
  });
});

describe('the podcast player before its script runs', () => {
  it('offers the browser’s own audio controls, so the episode plays with no script', () => {
    const { audio } = player({}, false);
    expect(audio).toHaveAttribute('controls');
    expect(audio).toHaveAttribute('src', episode.audioUrl);
    expect(audio).toHaveAttribute('preload', 'none');
    expect(audio).toHaveAttribute('aria-label', episode.title);
    expect(audio).not.toHaveAttribute('hidden');
  });

  it('shows no control that needs the script, and every word is there to read', () => {
    const { root } = player({}, false);
    for (const control of root.querySelectorAll('button, input, select')) {
      expect(control).not.toBeVisible();
    }
    expect(within(root).queryAllByRole('button')).toHaveLength(0);
    expect(root).toHaveTextContent(episode.title);
    expect(root.querySelector('details')).toHaveTextContent(episode.description);
    expect(root.querySelector('details')).toHaveTextContent(episode.ctaText);
  });
});
