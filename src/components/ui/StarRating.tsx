export interface StarRatingProps {
  /** 0 to 5; rounded to the nearest half star. */
  rating: number;
  /** The accessible name, with {rating} and {max} filled in: 'Rated {rating} out of {max}'. */
  label: string;
  className?: string;
}

const MAX_STARS = 5;
type Fill = 'full' | 'half' | 'empty';

/** The fill of each of the five stars for a rating rounded to the nearest half. */
function starFills(rating: number): Fill[] {
  const halves = Math.round(Math.min(MAX_STARS, Math.max(0, rating || 0)) * 2);
  return Array.from({ length: MAX_STARS }, (_, index) => {
    const left = halves - index * 2;
    if (left >= 2) return 'full';
    return left === 1 ? 'half' : 'empty';
  });
}

const starSize = 'size-4';

/** Five stars, full, half or empty, read out as one image: "Rated 5 out of 5". */
export function StarRating({ rating, label, className = '' }: StarRatingProps) {
  const fills = starFills(rating);
  const shown = fills.reduce(
    (sum, fill) => sum + (fill === 'full' ? 1 : fill === 'half' ? 0.5 : 0),
    0,
  );
  return (
    <span
      role="img"
      aria-label={label.replace('{rating}', String(shown)).replace('{max}', String(MAX_STARS))}
      className={`inline-flex items-center gap-1 ${className}`}
    >
      {fills.map((fill, index) => (
        <span
          // The stars never reorder: their place is their identity.
          // biome-ignore lint/suspicious/noArrayIndexKey: fixed-length, positional list
          key={index}
          data-fill={fill}
          className={`relative inline-block ${starSize}`}
        >
          {fill === 'full' ? null : (
            // The outline keeps an empty star visible (3:1 against the card), not just implied.
            <span className={`icon-star-outline absolute inset-0 ${starSize} text-subtle`} />
          )}
          {fill === 'empty' ? null : (
            <span
              className={`absolute inset-y-0 left-0 overflow-hidden ${fill === 'half' ? 'w-1/2' : 'w-full'}`}
            >
              <span className={`icon-star block ${starSize} text-mint-300`} />
            </span>
          )}
        </span>
      ))}
    </span>
  );
}
