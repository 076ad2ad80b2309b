import { ArrowUpRight } from 'lucide-react';
import type { VideoLink } from '../../schemas/shapes';

export type VideoFileLinkProps = VideoLink & {
  /** The video file itself, for a browser or network where the player cannot play it. */
  href: string;
  /** Read after the link's text: it opens a new tab. */
  newTabNote: string;
  className?: string | undefined;
};

/** 'Video not playing? Open it directly': the plain link that stands in for a video player. */
export function VideoFileLink({
  href,
  lead,
  label,
  newTabNote,
  className = '',
}: VideoFileLinkProps) {
  return (
    <p className={className}>
      {lead}{' '}
      <a
        href={href}
        target="_blank"
        rel="noopener noreferrer"
        className="inline-flex items-center gap-1 font-semibold text-paper underline decoration-line-strong underline-offset-4 hover:text-mint-300 hover:decoration-mint-300"
      >
        {label}
        <ArrowUpRight aria-hidden="true" className="size-3.5" />
        <span className="sr-only"> {newTabNote}</span>
      </a>
    </p>
  );
}
