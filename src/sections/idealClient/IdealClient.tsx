import type { ReactNode } from 'react';
import type { BookingLink } from '../../components/site/BookCallButton';
import { MailtoText } from '../../components/ui/MailtoText';
import { SectionHeading } from '../../components/ui/SectionHeading';
import { BookingBlock } from './BookingBlock';
import type { IdealClientSection } from './idealClient';

export interface IdealClientProps
  extends Pick<IdealClientSection, 'intro' | 'criteria' | 'faqIntro' | 'notice' | 'booking'> {
  /** The section's id on its page. */
  id?: string;
  email: string;
  bookingLink: BookingLink;
  /** The FAQ accordion island. */
  children?: ReactNode;
  /** The chat entry island (Astro's named slot 'chat'). */
  chat?: ReactNode;
}

/**
 * The #faq section: who we work best with, the FAQ, a contact notice and the final booking call.
 * Its three blocks carry data-reveal for the shared reveal-on-scroll script.
 */
export function IdealClient(props: IdealClientProps) {
  const {
    id = 'faq',
    intro,
    criteria,
    faqIntro,
    notice,
    booking,
    email,
    bookingLink,
    children,
    chat,
  } = props;
  return (
    <section
      id={id}
      tabIndex={-1}
      aria-labelledby="ideal-client-heading"
      className="relative isolate overflow-hidden py-24 md:py-32"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_60%_50%_at_20%_0%,rgb(124_58_237/0.16),transparent_70%)]"
      />
      <div className="container-page">
        <div
          data-reveal=""
          className="grid items-start gap-12 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-16"
        >
          <div className="lg:sticky lg:top-28">
            <SectionHeading id="ideal-client-heading" align="left" {...intro} />
          </div>
          <ul className="divide-y divide-line overflow-hidden rounded-card border border-line bg-ink-900/70 shadow-card">
            {criteria.map((criterion) => (
              <li key={criterion.label} className="flex gap-4 px-5 py-5 md:gap-5 md:px-7 md:py-6">
                <span className="mt-0.5 grid size-8 shrink-0 place-items-center rounded-full border border-mint-400/30 bg-mint-400/10 text-mint-300">
                  <span aria-hidden="true" className="icon-check size-4" />
                </span>
                <span>
                  <span className="block font-display text-lg font-semibold text-paper">
                    {criterion.label}
                  </span>
                  <span className="mt-1 block leading-relaxed text-muted">{criterion.detail}</span>
                </span>
              </li>
            ))}
          </ul>
        </div>

        <div
          data-reveal=""
          className="mt-24 grid gap-10 md:mt-32 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:grid-rows-[auto_1fr] lg:gap-x-16"
        >
          <div className="lg:col-start-1 lg:row-start-1">
            <SectionHeading id="faq-heading" align="left" {...faqIntro} />
          </div>
          <div className="lg:col-start-2 lg:row-span-2 lg:row-start-1">{children}</div>
          <div className="self-start rounded-card border border-line bg-gradient-to-b from-ink-800 to-ink-900 p-6 shadow-card md:p-7 lg:col-start-1 lg:row-start-2">
            <h3 className="flex items-center gap-2 font-display text-lg font-semibold text-paper">
              <span aria-hidden="true" className="icon-sparkles size-5 text-mint-300" />
              {notice.title}
            </h3>
            <MailtoText
              text={notice.text}
              email={email}
              className="mt-3 leading-relaxed text-muted"
            />
            {chat ? <div className="mt-5">{chat}</div> : null}
          </div>
        </div>

        <div data-reveal="" className="mt-24 md:mt-32">
          <BookingBlock {...booking} booking={bookingLink} />
        </div>
      </div>
    </section>
  );
}
