import type { ReactNode } from 'react';
import type { ClientOnboardingPage } from '../../schemas/clientOnboarding';
import { PageHero } from '../ui/PageHero';
import { NextSteps } from './NextSteps';

export type IntakeSectionProps = Pick<
  ClientOnboardingPage,
  'hero' | 'nextSteps' | 'notes' | 'loadedBadge'
> & {
  /** flags.onboardingLoadedBadge: the red 'Page Loaded' badge in the corner. */
  showBadge: boolean;
  /** The intake form island. */
  children: ReactNode;
};

/**
 * The onboarding page: the welcome, the intake form, and what happens after it is sent. The
 * badge sits in the top corner of the welcome, where there is no control to cover at any width.
 */
export function IntakeSection({
  hero,
  nextSteps,
  notes,
  loadedBadge,
  showBadge,
  children,
}: IntakeSectionProps) {
  return (
    <section
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
        {/* While the form stands in as an e-mail link, one calm column reads better than a half-empty pair. */}
        <div className="mx-auto mt-14 grid items-start gap-10 md:mt-16 lg:grid-cols-[minmax(0,7fr)_minmax(0,5fr)] lg:gap-12 lg:has-[[data-state=failed]]:max-w-3xl lg:has-[[data-state=failed]]:grid-cols-1">
          <div className="min-w-0">{children}</div>
          <div data-reveal="" className="lg:sticky lg:top-28">
            <NextSteps nextSteps={nextSteps} notes={notes} />
          </div>
        </div>
      </div>
    </section>
  );
}
