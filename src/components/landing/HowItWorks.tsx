import type { MspLandingPage } from '../../schemas/mspLanding';
import { SectionHeading } from '../ui/SectionHeading';
import { StepList } from '../ui/StepList';

export type HowItWorksProps = MspLandingPage['howItWorks'];

/** Three steps from 'we find your buyers' to 'you take the calls'. */
export function HowItWorks({ intro, steps }: HowItWorksProps) {
  return (
    <section aria-labelledby="how-it-works-heading" className="py-20 md:py-28">
      <div className="container-page">
        <SectionHeading id="how-it-works-heading" {...intro} />
        <div className="mt-12 md:mt-16">
          <StepList steps={steps} layout="row" labelledBy="how-it-works-heading" />
        </div>
      </div>
    </section>
  );
}
