import { Check, X } from 'lucide-react';
import type { ComparisonCell } from '../../schemas/guideShapes';

export interface ComparisonMarkProps extends ComparisonCell {
  /** Read before the words: 'Advantage:' or 'Drawback:'. */
  positiveLabel: string;
  negativeLabel: string;
}

/** A cell's words with a tick or a cross: the shape and the words say it, not only the colour. */
export function ComparisonMark({
  text,
  positive,
  positiveLabel,
  negativeLabel,
}: ComparisonMarkProps) {
  const Icon = positive ? Check : X;
  return (
    <span className="flex items-start gap-2.5">
      <span
        aria-hidden="true"
        className={`mt-0.5 grid size-5 shrink-0 place-items-center rounded-full ${
          positive ? 'bg-mint-400/15 text-mint-300' : 'bg-coral-400/10 text-coral-300'
        }`}
      >
        <Icon className="size-3.5" strokeWidth={3} />
      </span>
      <span>
        <span className="sr-only">{positive ? positiveLabel : negativeLabel} </span>
        {text}
      </span>
    </span>
  );
}
