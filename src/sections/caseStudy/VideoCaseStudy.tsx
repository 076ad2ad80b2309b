import { SectionHeading } from '../../components/ui/SectionHeading';
import { VideoFileLink } from '../../components/video/VideoFileLink';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import type { ResponsiveImage } from '../../lib/responsiveImage';
import type { CaseStudySection } from './caseStudy';

export type VideoCaseStudyProps = Omit<CaseStudySection, 'still' | 'anchor'> & {
  /** The section's id on its page. */
  id?: string;
  /** Read after the direct link's text: it opens a new tab. */
  newTabNote: string;
  /** The hosted video file (site.config media.caseStudyVideo). */
  videoSrc: string;
  /** The still shown until it plays (`still` in home.yaml, at caseStudyStill's widths). */
  still: ResponsiveImage;
  /** Defaults to 'video/mp4'. */
  videoType?: string | undefined;
  /** A WebVTT captions file; rendered as the default captions track when given. */
  captionsSrc?: string | undefined;
  /** The captions track's name in the player's menu (site.yaml media.captionsLabel). */
  captionsLabel: string;
};

/** The video case study: a framed player, the client's words beside it, the disclaimer below. */
export function VideoCaseStudy(props: VideoCaseStudyProps) {
  const {
    intro,
    quote,
    disclaimer,
    videoTitle,
    playLabel,
    unsupportedVideo,
    videoLink,
    newTabNote,
  } = props;
  const { videoSrc, still, videoType, captionsSrc, captionsLabel } = props;
  return (
    <section
      id={props.id ?? 'case-studies'}
      tabIndex={-1}
      aria-labelledby="case-studies-title"
      className="relative isolate py-24 md:py-32"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/2 -z-10 mx-auto h-[36rem] max-w-4xl -translate-y-1/2 text-violet-600/15 glow"
      />
      <div className="container-page">
        <SectionHeading id="case-studies-title" {...intro} />
        <div className="mt-14 grid items-center gap-8 md:mt-16 lg:grid-cols-[1.55fr_1fr] lg:gap-10">
          <VideoPlayer
            src={videoSrc}
            still={still}
            title={videoTitle}
            playLabel={playLabel}
            unsupportedText={unsupportedVideo}
            captionsSrc={captionsSrc}
            captionsLabel={captionsLabel}
            type={videoType}
          />
          <figure className="relative rounded-card border border-line bg-ink-900/80 p-7 shadow-card sm:p-9">
            <span aria-hidden="true" className="icon-quote block size-9 text-violet-400" />
            <blockquote className="mt-5 text-lg leading-relaxed text-paper">
              <p>{quote.text}</p>
            </blockquote>
            <figcaption className="mt-7 flex items-center gap-4 border-t border-line pt-6">
              <span
                aria-hidden="true"
                className="grid size-11 shrink-0 place-items-center rounded-full bg-gradient-to-br from-violet-500 to-mint-500 font-display text-sm font-bold text-ink-950"
              >
                {initialsOf(quote.author)}
              </span>
              <span className="min-w-0">
                <span className="block font-semibold text-paper">{quote.author}</span>
                <span className="block text-sm text-muted">
                  {quote.role}, {quote.company}
                </span>
              </span>
            </figcaption>
          </figure>
        </div>
        <div className="mt-8 flex flex-col gap-3 text-xs leading-relaxed text-muted sm:flex-row sm:items-start sm:justify-between sm:gap-10">
          <p className="max-w-3xl">{disclaimer}</p>
          <VideoFileLink
            {...videoLink}
            href={videoSrc}
            newTabNote={newTabNote}
            className="shrink-0"
          />
        </div>
      </div>
    </section>
  );
}

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((part) => part[0]?.toUpperCase() ?? '')
    .join('');
