import { Check } from 'lucide-react';
import type { Ref } from 'react';
import type { LandingPageSection } from '../../schemas/guideWidgets';

export interface MockPageSectionProps {
  section: LandingPageSection;
  /** Its place on the mock page: the first is the hero, the rest alternate their ground. */
  index: number;
  ref?: Ref<HTMLElement> | undefined;
}

/**
 * One screen of the mock landing page. Its heading is styled text, not a heading, so the
 * pretend page stays out of the guide's own outline; its button is a picture of one.
 */
export function MockPageSection({ section, index, ref }: MockPageSectionProps) {
  const hero = index === 0;
  const ground = hero
    ? 'bg-[radial-gradient(80%_70%_at_20%_0%,rgb(124_58_237/0.35),transparent_70%)]'
    : index % 2 === 1
      ? 'bg-white/[0.025]'
      : '';
  return (
    <section
      ref={ref}
      className={`flex min-h-full flex-col justify-center px-6 py-8 sm:px-10 ${ground}`}
    >
      {section.eyebrow ? (
        <p className="text-xs font-semibold tracking-[0.16em] text-mint-300 uppercase">
          {section.eyebrow}
        </p>
      ) : null}
      <p
        className={`mt-2 font-display font-bold tracking-tight text-paper ${hero ? 'text-2xl sm:text-3xl' : 'text-xl sm:text-2xl'}`}
      >
        {section.heading}
      </p>
      <p className="mt-3 max-w-prose text-sm leading-relaxed text-muted sm:text-base">
        {section.text}
      </p>
      {section.bullets ? (
        <ul className="mt-4 space-y-2 text-sm text-paper">
          {section.bullets.map((bullet) => (
            <li key={bullet} className="flex gap-2.5">
              <Check aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-mint-400" />
              {bullet}
            </li>
          ))}
        </ul>
      ) : null}
      {section.cta ? (
        <span className="mt-5 inline-flex self-start rounded-pill bg-gradient-to-r from-violet-600 to-violet-700 px-5 py-2.5 text-sm font-semibold text-white shadow-button">
          {section.cta}
        </span>
      ) : null}
    </section>
  );
}
