import { RotateCcw, TriangleAlert } from 'lucide-react';

export interface PlaybackErrorProps {
  /** The warning: 'The episode could not play…'. */
  message: string;
  /** The button that reloads the audio: 'Retry'. */
  retryLabel: string;
}

/** The player's warning when the audio fails, announced as it appears, with its Retry. */
export function PlaybackError({ message, retryLabel }: PlaybackErrorProps) {
  return (
    <div
      role="alert"
      className="flex basis-full items-center gap-3 rounded-xl border border-danger/50 bg-danger/10 px-3 py-2 text-sm text-paper"
    >
      <TriangleAlert aria-hidden="true" className="size-4 shrink-0 text-danger" />
      <span className="flex-1">{message}</span>
      <button
        type="button"
        data-podcast-retry
        className="inline-flex cursor-pointer items-center gap-1.5 rounded-pill border border-line-strong bg-white/5 px-3 py-1.5 text-xs font-semibold hover:border-violet-400"
      >
        <RotateCcw aria-hidden="true" className="size-3.5" />
        {retryLabel}
      </button>
    </div>
  );
}
