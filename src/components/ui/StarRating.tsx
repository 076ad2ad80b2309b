import { fillTemplate } from '../../lib/template';
export interface StarRatingProps {
  /** 0 to 5; rounded to the nearest half star. */
  rating: number;
  /** The accessible name, with {rating} and {max} filled in: 'Rated {rating} out of {max}'. */
  label: string;
  className?: string;
}

const MAX_STARS = 5;

/** The rating in half stars, rounded to the nearest and held to 0..10. */
export function halfStars(rating: number): number {
  return Math.round(Math.min(MAX_STARS, Math.max(0, rating || 0)) * 2);
}

/**
 * How far the filled row reaches for each count of half stars: a star is 1rem and each one after
 * it starts 1.25rem on (global.css, `.star-row`), so half a star ends 0.5rem into its place.
 */
const FILLED_WIDTH = [
  'w-0',
  'w-2',
  'w-5',
  'w-7',
  'w-10',
  'w-12',
  'w-15',
  'w-17',
  'w-20',
  'w-22',
  'w-full',
] as const;

/**
 * Five stars, full, half or empty, read out as one image: "Rated 5 out of 5". Two masked boxes,
 * not an element per star: the outlines, and over them the filled stars cut at the rating.
 */
export function StarRating({ rating, label, className = '' }: StarRatingProps) {
  const halves = halfStars(rating);
  return (
    <span
      role="img"
      aria-label={fillTemplate(label, { rating: halves / 2, max: MAX_STARS })}
      className={`relative inline-block h-4 w-24 ${className}`}
    >
      {/* The outline keeps an empty star visible (3:1 against the card), not just implied. */}
      {halves < 2 * MAX_STARS ? (
        <span className="star-row-outline absolute inset-0 text-subtle" />
      ) : null}
      <span
        className={`star-row absolute inset-y-0 left-0 text-mint-300 ${FILLED_WIDTH[halves]}`}
      />
    </span>
  );
}
