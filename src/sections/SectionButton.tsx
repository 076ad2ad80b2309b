import { ArrowRight } from 'lucide-react';
import type { BookingLink } from '../components/site/BookCallButton';
import { BookCallButton } from '../components/site/BookCallButton';
import { ButtonLink } from '../components/ui/ButtonLink';

export interface SectionButtonProps {
  /** The booking page, where a button with no target of its own goes. */
  booking: BookingLink;
  label?: string | undefined;
  /** '#anchor' on the page, '/path' on the site, or another site's https:// address. */
  target?: string | undefined;
  /** An arrow after the words that nudges right on hover, for a button to a place on this site. */
  arrow?: boolean;
}

/**
 * A section's call to action: to the booking page unless the marketer named another target. A
 * button to another page of this site carries the visitor's campaign parameters on, as a booking
 * link does, so a page that books there still knows which campaign brought them.
 */
export function SectionButton({ booking, label, target, arrow = false }: SectionButtonProps) {
  if (!target) return <BookCallButton booking={booking} label={label} size="lg" />;
  const external = target.startsWith('https://');
  const nudge = arrow && !external;
  return (
    <ButtonLink
      href={target}
      size="lg"
      external={external}
      newTabNote={external ? booking.newTabNote : undefined}
      booking={target === booking.href || target.startsWith('/')}
      {...(nudge ? { className: 'group/cta' } : {})}
    >
      {label ?? booking.label}
      {nudge ? (
        <ArrowRight
          aria-hidden="true"
          className="size-4 transition-transform duration-200 group-hover/cta:translate-x-1 motion-reduce:transition-none"
        />
      ) : null}
    </ButtonLink>
  );
}
