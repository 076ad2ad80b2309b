import { Check } from 'lucide-react';
import type { ReactNode } from 'react';
import { MailtoText } from '../../components/ui/MailtoText';
import type { SignupSection } from './signup';

export type SignupProps = Pick<
  SignupSection,
  'eyebrow' | 'title' | 'text' | 'perks' | 'mailAlternative'
> & {
  /** The section's id on its page. */
  id: string;
  email: string;
  /** The signup form island. */
  children?: ReactNode;
};

/** 'Be First to Get the Good Stuff': why to join, the form, and e-mail as the plain way in. */
export function Signup(props: SignupProps) {
  return (
    <section
      id={props.id}
      aria-labelledby={`${props.id}-heading`}
      className="container-page py-10 md:py-16"
    >
      <div className="relative isolate grid gap-10 overflow-hidden rounded-[2rem] border border-violet-400/25 bg-ink-900 p-6 shadow-glow sm:p-10 lg:grid-cols-[minmax(0,1fr)_minmax(0,1fr)] lg:gap-16 lg:p-14">
        <div aria-hidden="true" className="pointer-events-none absolute inset-0 -z-10">
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_60%_70%_at_0%_0%,rgb(124_58_237/0.3),transparent_70%)]" />
          <div className="absolute inset-0 bg-[radial-gradient(ellipse_50%_50%_at_100%_100%,rgb(52_199_143/0.12),transparent_70%)]" />
          <div className="absolute inset-x-0 top-0 h-px bg-gradient-to-r from-transparent via-violet-300/60 to-transparent" />
        </div>
        <div>
          <p className="text-xs font-semibold tracking-[0.18em] text-mint-300 uppercase">
            {props.eyebrow}
          </p>
          <h2
            id={`${props.id}-heading`}
            className="mt-4 font-display text-[clamp(1.75rem,1.3rem+1.6vw,2.5rem)] leading-tight font-bold tracking-tight"
          >
            {props.title}
          </h2>
          <p className="mt-4 text-lead text-muted">{props.text}</p>
          <ul className="mt-6 space-y-3">
            {props.perks.map((perk) => (
              <li key={perk} className="flex items-start gap-3 text-paper">
                <span className="mt-0.5 grid size-6 shrink-0 place-items-center rounded-full border border-mint-400/30 bg-mint-400/10 text-mint-300">
                  <Check aria-hidden="true" className="size-3.5" strokeWidth={3} />
                </span>
                {perk}
              </li>
            ))}
          </ul>
        </div>
        <div className="lg:self-center">
          {props.children}
          <MailtoText
            text={props.mailAlternative}
            email={props.email}
            className="mt-5 text-sm text-muted"
          />
        </div>
      </div>
    </section>
  );
}
