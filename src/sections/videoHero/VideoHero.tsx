import { ArrowDown, ShieldCheck } from 'lucide-react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { PageHero } from '../../components/ui/PageHero';
import { VideoFileLink } from '../../components/video/VideoFileLink';
import { VideoPlayer } from '../../components/video/VideoPlayer';
import type { VideoHeroSection } from './videoHero';

export type VideoHeroProps = Pick<VideoHeroSection, 'hero' | 'video' | 'offer'> & {
  /** The section's id: its h1 is `${id}-heading`. */
  id: string;
  /**
   * Where the offer's button leads: a part of this page ('#book-call'), or the external booking
   * page when the page shows no calendar.
   */
  offerHref: string;
  /** Read after link text that opens a new tab. */
  newTabNote: string;
};

/** A landing page's first screen: the promise, the overview video, the offer and its guarantee. */
export function VideoHero(props: VideoHeroProps) {
  const { id, hero, video, offer, offerHref, newTabNote } = props;
  const { src: videoSrc, captions: captionsSrc } = video;
  const inPage = offerHref.startsWith('#');
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="relative isolate overflow-hidden pt-32 pb-12 md:pt-40 md:pb-16"
    >
      <div aria-hidden="true" className="absolute inset-0 -z-10">
        <div className="absolute inset-x-0 top-0 h-[44rem] bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,rgb(124_58_237/0.32),transparent_70%)]" />
        <div className="absolute top-[32rem] right-0 h-80 w-2/3 scale-150 text-mint-500/10 glow lg:top-40" />
      </div>
      {/* Phones read heading, video, offer; from lg up the offer stands under the heading. */}
      <div className="container-page grid items-center gap-y-10 md:gap-y-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-x-14 lg:gap-y-10">
        <div className="lg:col-start-1 lg:row-start-1 lg:self-start">
          <PageHero id={`${id}-heading`} layout="split" {...hero} />
        </div>
        <div className="mx-auto w-full max-w-3xl lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:mt-14 lg:self-start">
          <VideoPlayer
            src={videoSrc}
            titleCard={video.titleCard}
            title={video.videoTitle}
            playLabel={video.playLabel}
            unsupportedText={video.unsupportedVideo}
            captionsSrc={captionsSrc}
            captionsLabel={video.captionsLabel}
          />
          <VideoFileLink
            {...video.videoLink}
            href={videoSrc}
            newTabNote={newTabNote}
            className="mt-4 text-center text-xs text-muted"
          />
        </div>
        <div className="flex flex-col items-center gap-5 text-center lg:col-start-1 lg:row-start-2 lg:items-start lg:self-start lg:text-left">
          <ButtonLink
            href={offerHref}
            size="lg"
            external={!inPage}
            newTabNote={inPage ? undefined : newTabNote}
            booking={!inPage}
          >
            {offer.buttonLabel}
            {inPage ? <ArrowDown aria-hidden="true" className="size-4" /> : null}
          </ButtonLink>
          <p className="inline-flex max-w-xl items-start gap-3 rounded-card border border-mint-400/25 bg-mint-400/5 px-5 py-4 text-left font-display text-base font-semibold text-balance text-paper sm:items-center md:text-lg">
            <ShieldCheck
              aria-hidden="true"
              className="mt-0.5 size-6 shrink-0 text-mint-300 sm:mt-0"
            />
            {offer.guarantee}
          </p>
        </div>
      </div>
    </section>
  );
}
