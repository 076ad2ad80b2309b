import { CalendarDays } from 'lucide-react';
import type { ReactNode } from 'react';
import { CalendarPanel } from '../../components/booking/CalendarPanel';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { MailtoText } from '../../components/ui/MailtoText';
import { PageHero } from '../../components/ui/PageHero';
import { StepList } from '../../components/ui/StepList';
import type { CallBookingSection } from './callBooking';

export type CallBookingProps = Pick<CallBookingSection, 'hero' | 'steps' | 'booking'> & {
  /** The calendar's anchor ('book-call'): the phones-only button glides here. */
  id: string;
  email: string;
  /** The booking calendar (Astro's named slot 'calendar'). */
  calendar?: ReactNode;
};

/**
 * A page's booking: the promise, what the call gives, and the calendar. Where the calendar
 * sits below the steps (phones, narrow tablets) a button glides down to it; on a wide screen it
 * stands beside the steps and the button is not shown.
 */
export function CallBooking({ id, hero, steps, booking, email, calendar }: CallBookingProps) {
  const { jumpLabel, ...heroCopy } = hero;
  return (
    <section
      aria-labelledby="call-heading"
      className="relative isolate pt-32 pb-24 md:pt-40 md:pb-32"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[40rem] bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,rgb(124_58_237/0.3),transparent_70%)]"
      />
      <div className="container-page">
        <PageHero id="call-heading" {...heroCopy}>
          <ButtonLink href={`#${id}`} size="lg" className="lg:hidden">
            <CalendarDays aria-hidden="true" className="size-5" />
            {jumpLabel}
          </ButtonLink>
        </PageHero>
        <div className="mt-16 grid items-start gap-12 md:mt-20 lg:grid-cols-[minmax(0,4fr)_minmax(0,7fr)] lg:gap-14">
          <div className="lg:sticky lg:top-28">
            <h2
              id="call-steps-heading"
              className="font-display text-xl font-semibold text-paper md:text-2xl"
            >
              {steps.heading}
            </h2>
            <div className="mt-8">
              <StepList steps={steps.items} labelledBy="call-steps-heading" />
            </div>
          </div>
          <CalendarPanel
            id={id}
            eyebrow={booking.eyebrow}
            heading={booking.heading}
            text={booking.text}
            footer={<MailtoText text={booking.support} email={email} />}
          >
            {calendar}
          </CalendarPanel>
        </div>
      </div>
    </section>
  );
}
