import { ButtonLink, type ButtonLinkProps } from '../ui/ButtonLink';

/** The external booking page and the words every link to it uses. */
export interface BookingLink {
  href: string;
  /** 'Book a Strategy Call'. */
  label: string;
  /** Read after the label: the link opens a new tab. */
  newTabNote: string;
}

export interface BookCallButtonProps
  extends Pick<ButtonLinkProps, 'size' | 'variant' | 'className' | 'onClick'> {
  booking: BookingLink;
  /** Replaces the usual label, e.g. 'Book Your Strategy Call'. */
  label?: string | undefined;
}

/** 'Book a Strategy Call': opens the external booking page in a new tab. */
export function BookCallButton({ booking, label, ...rest }: BookCallButtonProps) {
  return (
    <ButtonLink href={booking.href} external newTabNote={booking.newTabNote} booking {...rest}>
      {label ?? booking.label}
    </ButtonLink>
  );
}
