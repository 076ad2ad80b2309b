import { Quote } from 'lucide-react';
import { StarRating } from '../../components/ui/StarRating';
import type { Testimonial } from '../../schemas/shapes';

export interface TestimonialCardProps {
  /** The testimonial, its photo loaded. */
  testimonial: Omit<Testimonial, 'image'> & { image: ImageMetadata };
  /** The stars' accessible name: 'Rated {rating} out of {max}'. */
  ratingLabel: string;
}

const AVATAR_SIZE = 48;

/** One client's words: stars, the quote, and who said it. */
export function TestimonialCard({ testimonial, ratingLabel }: TestimonialCardProps) {
  const { rating, text, author, position, company, image } = testimonial;
  const avatar = 'size-12 shrink-0 overflow-hidden rounded-full bg-ink-700 ring-1 ring-line-strong';
  return (
    <figure className="group relative flex h-full w-full flex-col rounded-card border border-line bg-ink-900 p-7 shadow-card transition-colors duration-300 hover:border-line-strong md:p-8">
      <div className="flex items-center justify-between gap-4">
        <StarRating rating={rating} label={ratingLabel} />
        <Quote
          aria-hidden="true"
          className="size-8 shrink-0 fill-violet-500/15 text-violet-400/60 transition-colors duration-300 group-hover:text-violet-300"
        />
      </div>
      <blockquote className="mt-6 flex-1">
        <p className="text-base leading-relaxed text-paper md:text-[1.0625rem]">{text}</p>
      </blockquote>
      <figcaption className="mt-8 flex items-center gap-4 border-t border-line pt-6">
        <img
          src={image.src}
          alt=""
          width={AVATAR_SIZE}
          height={AVATAR_SIZE}
          loading="lazy"
          decoding="async"
          className={avatar}
        />
        <span className="min-w-0">
          <span className="block font-semibold text-paper">{author}</span>
          <span className="block text-sm text-muted">{position}</span>
          <span className="block text-sm text-muted">{company}</span>
        </span>
      </figcaption>
    </figure>
  );
}
