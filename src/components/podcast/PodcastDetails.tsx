import { ChevronDown } from 'lucide-react';
import type { PodcastTranscript } from '../../schemas/guideWidgets';

export interface PodcastDetailsProps {
  /** The toggle's words: 'Episode details'. */
  summary: string;
  title: string;
  description: string;
  ctaText: string;
  /** Where the CTA text links to; without it the CTA is plain text. */
  ctaHref?: string | undefined;
  transcript?: PodcastTranscript | undefined;
}

/**
 * The podcast's expandable details: a native `<details>`, so it opens and closes, and every word
 * in it can be read, with or without script. Open, it takes a row of its own.
 */
export function PodcastDetails({
  summary,
  title,
  description,
  ctaText,
  ctaHref,
  transcript,
}: PodcastDetailsProps) {
  return (
    <details className="group ml-auto text-sm open:ml-0 open:basis-full">
      <summary className="flex cursor-pointer list-none items-center gap-1 rounded-md py-1 text-xs font-semibold text-violet-300 hover:text-paper [&::-webkit-details-marker]:hidden">
        {summary}
        <ChevronDown
          aria-hidden="true"
          className="size-4 transition group-open:rotate-180 motion-reduce:transition-none"
        />
      </summary>
      <div className="mt-2 max-h-[40vh] overflow-y-auto border-t border-line pt-3">
        <p className="font-display font-semibold text-paper">{title}</p>
        <p className="mt-1.5 leading-relaxed text-muted">{description}</p>
        {ctaHref ? (
          <a
            href={ctaHref}
            // The player folds the panel as it is followed (src/components/podcast/podcast.ts): open, it makes
            // the stuck player tall enough to cover the section it leads to.
            data-podcast-cta
            className="mt-2 inline-block font-semibold text-mint-300 underline decoration-mint-300/40 underline-offset-4 hover:decoration-mint-300"
          >
            {ctaText}
          </a>
        ) : (
          <p className="mt-2 font-semibold text-mint-300">{ctaText}</p>
        )}
        {transcript ? (
          <div className="mt-4 border-t border-line pt-3">
            <p className="text-xs font-semibold tracking-wider text-subtle uppercase">
              {transcript.heading}
            </p>
            {transcript.paragraphs.map((paragraph) => (
              <p key={paragraph} className="mt-2 leading-relaxed text-muted">
                {paragraph}
              </p>
            ))}
          </div>
        ) : null}
      </div>
    </details>
  );
}
