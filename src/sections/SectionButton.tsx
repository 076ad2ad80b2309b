import type { BookingLink } from '../components/site/BookCallButton';
import { BookCallButton } from '../components/site/BookCallButton';
import { ButtonLink } from '../components/ui/ButtonLink';

export interface SectionButtonProps {
  /** The booking page, where a button with no target of its own goes. */
  booking: BookingLink;
  label?: string | undefined;
  /** '#anchor' on the page, '/path' on the site, or another site's https:// address. */
  target?: string | undefined;
}

/** A section's call to action: to the booking page unless the marketer named another target. */
export function SectionButton({ booking, label, target }: SectionButtonProps) {
  if (!target) return <BookCallButton booking={booking} label={label} size="lg" />;
  const external = target.startsWith('https://');
  return (
    <ButtonLink
      href={target}
      size="lg"
      external={external}
      newTabNote={external ? booking.newTabNote : undefined}
      booking={target === booking.href}
    >
      {label ?? booking.label}
    </ButtonLink>
  );
}
