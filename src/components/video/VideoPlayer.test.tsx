import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { picture } from '../../test/pictureFixture';
import { VideoPlayer, type VideoPlayerProps } from './VideoPlayer';

const props: VideoPlayerProps = {
  src: 'https://media.test/overview.mp4',
  still: picture('overview'),
  title: 'Overview film',
  playLabel: 'Play the overview film',
  unsupportedText: 'This browser shows no video.',
  captionsLabel: 'Subtitles',
};

const player = () => screen.getByLabelText(props.title);

describe('VideoPlayer', () => {
  it('offers the video behind a still and a play button, loading nothing up front', () => {
    const { container } = render(<VideoPlayer {...props} />);
    const video = player();
    expect(video.tagName).toBe('VIDEO');
    // The browser's controls come with the first press (src/components/video/playOnPress.ts).
    expect(video).not.toHaveAttribute('controls');
    expect(video).toHaveAttribute('preload', 'none');
    // The still is a lazy picture behind the video, not a poster the browser fetches at once.
    expect(video).not.toHaveAttribute('poster');
    const still = container.querySelector('img');
    expect(still).toHaveAttribute('loading', 'lazy');
    expect(still).toHaveAttribute('alt', '');
    expect(video).toHaveAttribute('playsinline');
    expect(video).not.toHaveAttribute('autoplay');
    // Dimensions reserve the frame before the still arrives, so nothing shifts.
    expect(video).toHaveAttribute('width', '1600');
    expect(video).toHaveAttribute('height', '900');
    const source = video.querySelector('source');
    expect(source).toHaveAttribute('src', props.src);
    expect(source).toHaveAttribute('type', 'video/mp4');
  });

  it('has a named play button that is a link to the file, for a page without script', () => {
    render(<VideoPlayer {...props} />);
    const play = screen.getByRole('link', { name: props.playLabel });
    expect(play).toHaveAttribute('href', props.src);
    expect(play).toHaveAttribute('data-video-play');
    expect(play).not.toHaveAttribute('target');
  });

  it('draws a title card instead of fetching a still when given one, hidden from screen readers', () => {
    const card = { eyebrow: 'For MSPs', figure: '10 calls', line: 'in 60 days', sub: 'Or free.' };
    const { container } = render(<VideoPlayer {...props} still={undefined} titleCard={card} />);
    expect(container.querySelector('img')).toBeNull();
    const drawn = container.querySelector('[aria-hidden="true"]');
    expect(drawn).toHaveTextContent('For MSPs10 callsin 60 daysOr free.');
    expect(screen.getByRole('link', { name: props.playLabel })).toBeInTheDocument();
  });

  it('tells a browser without video support so, in the static HTML', () => {
    const html = renderToString(<VideoPlayer {...props} />);
    expect(html).toMatch(/<video[^>]*>.*This browser shows no video\.<\/video>/s);
  });

  it('has no captions track when no captions are supplied', () => {
    render(<VideoPlayer {...props} />);
    expect(player().querySelector('track')).toBeNull();
  });

  it('offers supplied captions under their label, marked to show at the first play', () => {
    render(<VideoPlayer {...props} captionsSrc="/media/overview.vtt" />);
    const track = player().querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/overview.vtt');
    expect(track).toHaveAttribute('label', 'Subtitles');
    // A default track would be fetched with the page; src/components/video/captionsOnPlay.ts turns it on.
    expect(track).not.toHaveAttribute('default');
    expect(track).toHaveAttribute('data-captions-on-play');
  });

  it('plays another format when given its type', () => {
    render(<VideoPlayer {...props} src="/media/overview.webm" type="video/webm" />);
    expect(player().querySelector('source')).toHaveAttribute('type', 'video/webm');
  });

  it('asks for captions on another host with CORS, and site captions without', () => {
    const { unmount } = render(
      <VideoPlayer {...props} captionsSrc="https://media.test/overview.vtt" />,
    );
    expect(player()).toHaveAttribute('crossorigin', 'anonymous');
    unmount();
    render(<VideoPlayer {...props} captionsSrc="/media/overview.vtt" />);
    expect(player()).not.toHaveAttribute('crossorigin');
  });
});
