import { ArrowLeft, BookOpen } from 'lucide-react';
import type { NotFoundPage } from '../../schemas/siteCopy';
import { ButtonLink } from '../ui/ButtonLink';
import { BookCallButton, type BookingLink } from './BookCallButton';

export type NotFoundMessageProps = Omit<NotFoundPage, 'meta'> & { booking: BookingLink };

/** The 404 page's body: says what happened and offers the three ways forward. */
export function NotFoundMessage({ booking, ...copy }: NotFoundMessageProps) {
  return (
    <section className="relative overflow-hidden pt-40 pb-28">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[32rem] bg-[radial-gradient(ellipse_at_top,rgb(124_58_237/0.28),transparent_65%)]"
      />
      <div className="container-page max-w-2xl text-center">
        <p className="font-display text-sm font-semibold tracking-[0.2em] text-mint-300 uppercase">
          {copy.eyebrow}
        </p>
        <h1 className="mt-4 font-display text-heading font-bold">{copy.heading}</h1>
        <p className="mx-auto mt-5 max-w-lg text-lead text-muted">{copy.text}</p>
        <div className="mt-10 flex flex-col items-center justify-center gap-3 sm:flex-row">
          <ButtonLink href="/" variant="secondary">
            <ArrowLeft aria-hidden="true" className="size-4" />
            {copy.homeLabel}
          </ButtonLink>
          <ButtonLink href="/resources" variant="secondary">
            <BookOpen aria-hidden="true" className="size-4" />
            {copy.resourcesLabel}
          </ButtonLink>
        </div>
        <p className="mt-12 text-sm text-muted">{copy.bookLead}</p>
        <BookCallButton booking={booking} size="lg" className="mt-4" />
      </div>
    </section>
  );
}
