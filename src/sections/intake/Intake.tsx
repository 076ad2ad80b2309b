import type { ReactNode } from 'react';
import { PageHero } from '../../components/ui/PageHero';
import type { IntakeSection } from './intake';
import { NextSteps } from './NextSteps';

export type IntakeProps = Omit<IntakeSection, 'form'> & {
  /** The section's id on its page. */
  id: string;
  /** flags.onboardingLoadedBadge: the red 'Page Loaded' badge in the corner. */
  showBadge: boolean;
  /**
   * Whether the form has an address that can answer (not a fresh install's placeholder). If not,
   * its e-mail link stands in from the HTML on, in one column.
   */
  formLive: boolean;
  /** The intake form. */
  children: ReactNode;
};

/**
 * Beside the form, what comes next; while the form stands in as an e-mail link, one calm column
 * reads better than a half-empty pair. A form that can never load gets its one column in the HTML:
 * Chromium left `:has()` unanswered while its parser was still inserting the form (on a slowed CPU
 * the column was drawn at the full width, then narrowed: a layout shift of 0.057 at 1280 px), so
 * the switch below is only for a live form that fails once the page has arrived.
 */
const columns = {
  live: 'lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 lg:has-[[data-state=failed]]:max-w-3xl lg:has-[[data-state=failed]]:grid-cols-1',
  standIn: 'max-w-3xl',
};

/**
 * The intake section: the welcome, the intake form, and what happens after it is sent. The
 * badge sits in the top corner of the welcome, where there is no control to cover at any width.
 */
export function Intake({
  id,
  hero,
  nextSteps,
  notes,
  loadedBadge,
  showBadge,
  formLive,
  children,
}: IntakeProps) {
  return (
    <section
      id={id}
      aria-labelledby="onboarding-heading"
      className="relative isolate pt-32 pb-24 md:pt-40 md:pb-32"
    >
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[36rem] bg-[radial-gradient(ellipse_80%_60%_at_50%_0%,rgb(124_58_237/0.28),transparent_70%)]"
      />
      {showBadge ? (
        <p className="absolute top-21 right-3 rounded-md bg-danger px-2.5 py-1 text-xs font-bold tracking-wide text-white shadow-lg sm:right-5 md:top-24">
          {loadedBadge}
        </p>
      ) : null}
      <div className="container-page">
        <PageHero id="onboarding-heading" {...hero} />
        <div
          className={`mx-auto mt-14 grid items-start gap-10 md:mt-16 ${formLive ? columns.live : columns.standIn}`}
        >
          <div className="min-w-0">{children}</div>
          <div data-reveal="" className="lg:sticky lg:top-28">
            <NextSteps nextSteps={nextSteps} notes={notes} />
          </div>
        </div>
      </div>
    </section>
  );
}
