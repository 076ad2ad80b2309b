import type { ReactNode } from 'react';
import { BookCallButton, type BookingLink } from '../../components/site/BookCallButton';
import type { LinkInBioSection } from './linkInBio';
import { ProfileCard, type ProfileCardProps } from './ProfileCard';

export interface LinkInBioProfileProps {
  profile: ProfileCardProps;
  schedule: LinkInBioSection['actions']['schedule'];
  booking: BookingLink;
  /** The copy-email button (Astro's named slot 'email'). */
  email?: ReactNode;
  /** The share button (Astro's named slot 'share'). */
  share?: ReactNode;
  /** The social profiles (the default slot). */
  children?: ReactNode;
}

/**
 * The first screen of the link-in-bio page, built for a phone: who this is, then the three main
 * actions and the social profiles, all above the fold at 390 x 844.
 */
export function LinkInBioProfile(props: LinkInBioProfileProps) {
  return (
    <section aria-labelledby="bio-name" className="space-y-7">
      <ProfileCard {...props.profile} />
      <div className="space-y-3">
        <div>
          <BookCallButton
            booking={props.booking}
            label={props.schedule.label}
            size="lg"
            className="w-full"
          />
          <p className="mt-2 text-center text-xs text-subtle">{props.schedule.note}</p>
        </div>
        <div className="grid grid-cols-2 gap-3 no-js:grid-cols-1">
          <div>{props.email}</div>
          <div>{props.share}</div>
        </div>
      </div>
      {props.children}
    </section>
  );
}
