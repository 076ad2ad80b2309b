import { bookCallLabel } from '../../content/navigation';
import { ButtonLink, type ButtonLinkProps } from '../ui/ButtonLink';

export interface BookCallButtonProps
  extends Pick<ButtonLinkProps, 'size' | 'variant' | 'className' | 'onClick'> {
  bookingUrl: string;
  label?: string;
}

/** 'Book a Strategy Call': opens the external booking page in a new tab. */
export function BookCallButton({
  bookingUrl,
  label = bookCallLabel,
  ...rest
}: BookCallButtonProps) {
  return (
    <ButtonLink href={bookingUrl} external booking {...rest}>
      {label}
    </ButtonLink>
  );
}
