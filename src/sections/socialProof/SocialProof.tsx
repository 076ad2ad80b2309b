import { ArrowRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { ButtonLink } from '../../components/ui/ButtonLink';
import { SectionHeading } from '../../components/ui/SectionHeading';
import type { SocialProofSection } from './socialProof';
import { TestimonialCard, type TestimonialCardProps } from './TestimonialCard';

export interface SocialProofProps
  extends Pick<SocialProofSection, 'intro' | 'ratingLabel' | 'caseStudiesLink'> {
  /** The testimonials, their photos loaded. */
  testimonials: TestimonialCardProps['testimonial'][];
  /** The counters (`<StatCounters />`, counted up by MotionScripts.astro), passed in by the page. */
  children?: ReactNode;
  /** The optional free-session block, shown at the end when the calendar flag is on. */
  calendar?: ReactNode;
  /** The section's anchor; product.md: 'social-proof'. */
  id?: string;
  /** A second anchor at the top of the section; the header's 'Results' link points at it. */
  aliasId?: string;
}

/** Social proof: headline figures, three client testimonials, and the way to more case studies. */
export function SocialProof({
  intro,
  testimonials,
  ratingLabel,
  caseStudiesLink,
  children,
  calendar,
  id = 'social-proof',
  aliasId = 'results',
}: SocialProofProps) {
  const headingId = `${id}-heading`;
  return (
    <section
      id={id}
      aria-labelledby={headingId}
      className="relative isolate overflow-x-clip py-24 md:py-32"
    >
      <span id={aliasId} tabIndex={-1} className="absolute top-0 left-0" />
      <div
        aria-hidden="true"
        className="pointer-events-none absolute inset-x-0 top-1/3 -z-10 mx-auto h-[36rem] max-w-5xl bg-[radial-gradient(50%_50%_at_50%_50%,rgb(139_92_246/0.12),transparent_70%)]"
      />
      <div className="container-page">
        {children}
        <div className={children ? 'mt-20 md:mt-28' : undefined}>
          <SectionHeading id={headingId} {...intro} />
        </div>
        <ul className="mx-auto mt-14 grid max-w-2xl gap-6 lg:max-w-none lg:grid-cols-3">
          {testimonials.map((testimonial) => (
            <li key={testimonial.author}>
              <TestimonialCard testimonial={testimonial} ratingLabel={ratingLabel} />
            </li>
          ))}
        </ul>
        <p className="mt-12 text-center">
          <ButtonLink href={caseStudiesLink.href} variant="secondary">
            {caseStudiesLink.label}
            <ArrowRight aria-hidden="true" className="size-4 text-mint-300" />
          </ButtonLink>
        </p>
        {/* empty:hidden: Astro hands over an empty slot as an element that renders nothing. */}
        {calendar ? <div className="mt-20 empty:hidden md:mt-28">{calendar}</div> : null}
      </div>
    </section>
  );
}
