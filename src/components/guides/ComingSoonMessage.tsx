import { ArrowRight, CheckCircle2, Hourglass } from 'lucide-react';
import type { ComingSoonPage } from '../../schemas/guidesPage';
import { BookCallButton, type BookingLink } from '../site/BookCallButton';
import { ButtonLink } from '../ui/ButtonLink';

export type ComingSoonMessageProps = Omit<ComingSoonPage, 'path' | 'meta'> & {
  booking: BookingLink;
  /** Where the live guides are listed: /guides. */
  guidesHref: string;
};

/** An honest page for a link the site already makes: what is coming, and where to go meanwhile. */
export function ComingSoonMessage(props: ComingSoonMessageProps) {
  const { eyebrow, title, lead, coversHeading, covers, guides, cta, booking, guidesHref } = props;
  return (
    <section className="relative isolate overflow-hidden pt-36 pb-24 md:pt-44">
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[34rem] bg-[radial-gradient(ellipse_at_top,rgb(124_58_237/0.28),transparent_65%)]"
      />
      <div className="container-page max-w-3xl">
        <p className="inline-flex items-center gap-2 rounded-pill border border-line bg-white/5 px-3 py-1 text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
          <Hourglass aria-hidden="true" className="size-3.5" />
          {eyebrow}
        </p>
        <h1 className="mt-5 font-display text-heading font-bold">{title}</h1>
        <p className="mt-5 text-lead text-muted">{lead}</p>
        <div className="mt-10 rounded-card border border-line bg-ink-900/70 p-6 shadow-card md:p-8">
          <h2 className="font-display text-lg font-semibold text-paper">{coversHeading}</h2>
          <ul className="mt-4 space-y-3">
            {covers.map((item) => (
              <li key={item} className="flex gap-3 leading-relaxed text-muted">
                <CheckCircle2 aria-hidden="true" className="mt-0.5 size-5 shrink-0 text-mint-400" />
                {item}
              </li>
            ))}
          </ul>
        </div>
        <div className="mt-8 flex flex-col gap-3 sm:flex-row sm:items-center">
          <p className="text-muted">{guides.text}</p>
          <ButtonLink href={guidesHref} variant="secondary">
            {guides.label}
            <ArrowRight aria-hidden="true" className="size-4" />
          </ButtonLink>
        </div>
        <div className="mt-14 rounded-[1.75rem] border border-violet-400/25 bg-ink-900 p-8 text-center shadow-glow md:p-10">
          <h2 className="font-display text-2xl font-bold text-paper">{cta.title}</h2>
          <p className="mx-auto mt-3 max-w-lg text-muted">{cta.text}</p>
          <BookCallButton booking={booking} label={cta.buttonLabel} size="lg" className="mt-7" />
        </div>
      </div>
    </section>
  );
}
