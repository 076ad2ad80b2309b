import { render, screen, within } from '@testing-library/react';
import { home } from '../../test/homeFixture';
import { picture } from '../../test/pictureFixture';
import { VideoCaseStudy } from './VideoCaseStudy';

const { still: _file, ...caseStudy } = home.caseStudy;
const media = {
  videoSrc: 'https://media.test/case-study.mp4',
  still: picture('case-study'),
  newTabNote: '(new tab)',
};

describe('VideoCaseStudy', () => {
  it('is the #case-studies section, named by its heading', () => {
    render(<VideoCaseStudy {...caseStudy} {...media} />);
    const section = screen.getByRole('region', { name: caseStudy.intro.title });
    expect(section).toHaveAttribute('id', 'case-studies');
    expect(screen.getByRole('heading', { level: 2 })).toHaveTextContent(
      'Twice the calls in a month',
    );
  });

  it('shows the case-study video in the shared player, named, with its still and play button', () => {
    const { container } = render(<VideoCaseStudy {...caseStudy} {...media} />);
    const video = screen.getByLabelText(caseStudy.videoTitle);
    expect(video.tagName).toBe('VIDEO');
    expect(container.querySelector('img')).toHaveAttribute('src', media.still.src);
    expect(screen.getByRole('link', { name: caseStudy.playLabel })).toHaveAttribute(
      'href',
      media.videoSrc,
    );
    expect(video.querySelector('source')).toHaveAttribute('src', media.videoSrc);
    expect(video).toHaveTextContent(caseStudy.unsupportedVideo);
    expect(video.querySelector('track')).toBeNull();
  });

  it('adds a captions track, under the label from the copy, when captions are supplied', () => {
    render(<VideoCaseStudy {...caseStudy} {...media} captionsSrc="/media/case-study.vtt" />);
    const track = screen.getByLabelText(caseStudy.videoTitle).querySelector('track');
    expect(track).toHaveAttribute('kind', 'captions');
    expect(track).toHaveAttribute('src', '/media/case-study.vtt');
    expect(track).toHaveAttribute('label', caseStudy.captionsLabel);
  });

  it('quotes the client with their name, role and company', () => {
    render(<VideoCaseStudy {...caseStudy} {...media} />);
    const figure = screen.getByRole('figure');
    expect(within(figure).getByRole('blockquote')).toHaveTextContent(caseStudy.quote.text);
    expect(figure).toHaveTextContent(caseStudy.quote.author);
    expect(figure).toHaveTextContent(`${caseStudy.quote.role}, ${caseStudy.quote.company}`);
  });

  it('shows the results disclaimer and a plain link to the video that opens in a new tab', () => {
    render(<VideoCaseStudy {...caseStudy} {...media} />);
    expect(screen.getByText(caseStudy.disclaimer)).toBeInTheDocument();
    const link = screen.getByRole('link', {
      name: `${caseStudy.videoLink.label} ${media.newTabNote}`,
    });
    expect(link).toHaveAttribute('href', media.videoSrc);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
