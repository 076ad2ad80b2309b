import {
  BadgeCheck,
  Blocks,
  Check,
  FingerprintPattern,
  type LucideIcon,
  UserMinus,
} from 'lucide-react';
import { SectionHeading } from '../../components/ui/SectionHeading';
import type { PromiseIcon } from '../../schemas/shapes';
import type { TeamSection } from './team';

const promiseIcons: Record<PromiseIcon, LucideIcon> = {
  userMinus: UserMinus,
  fingerprint: FingerprintPattern,
  blocks: Blocks,
};

export type TeamProps = Omit<TeamSection, 'founder' | 'anchor'> & {
  founder: Omit<TeamSection['founder'], 'photo'> & { photo: ImageMetadata };
  /** The section's id on its page. */
  id?: string;
};

const labelClass = 'font-sans text-xs font-semibold tracking-[0.18em] text-mint-300 uppercase';

/** 'Meet The Team': the founder's story and portrait, three promises and operator credentials. */
export function Team(props: TeamProps) {
  const { founder } = props;
  return (
    <section
      id={props.id ?? 'team'}
      aria-labelledby="team-heading"
      className="relative isolate overflow-hidden py-24 md:py-32"
    >
      <div
        aria-hidden="true"
        className="pointer-events-none absolute top-1/4 -left-40 -z-10 size-[32rem] scale-150 text-violet-700/15 glow"
      />
      <div className="container-page">
        <div className="grid items-center gap-14 lg:grid-cols-[minmax(0,5fr)_minmax(0,7fr)] lg:gap-20">
          <div>
            <SectionHeading id="team-heading" align="left" {...props.intro} />
            <div className="mt-8 space-y-5 text-lead text-muted">
              {props.story.map((paragraph) => (
                <p key={paragraph}>{paragraph}</p>
              ))}
            </div>
          </div>
          <div className="relative mx-auto w-full max-w-md lg:order-first lg:mx-0">
            <div
              aria-hidden="true"
              className="absolute -inset-6 -z-10 rounded-[2rem] bg-gradient-to-br from-violet-600/35 via-transparent to-mint-500/25 blur-2xl"
            />
            {/* The card itself is the figure, so its caption is the figure's last child. */}
            <figure className="rounded-card border border-line-strong bg-ink-900 p-2 shadow-glow">
              <img
                src={founder.photo.src}
                alt={founder.photoAlt}
                width={founder.photo.width}
                height={founder.photo.height}
                loading="lazy"
                decoding="async"
                className="aspect-[5/6] w-full rounded-[calc(var(--radius-card)-0.5rem)] bg-ink-800 object-cover"
              />
              <figcaption className="flex items-center justify-between gap-4 px-4 pt-4 pb-3">
                <span>
                  <span className="block font-display text-lg font-semibold text-paper">
                    {founder.name}
                  </span>
                  <span className="block text-sm font-medium text-mint-300">{founder.role}</span>
                </span>
                <BadgeCheck aria-hidden="true" className="size-6 shrink-0 text-violet-300" />
              </figcaption>
            </figure>
          </div>
        </div>

        <div className="mt-20 md:mt-28">
          <h3 className={`text-center ${labelClass}`}>{props.promisesHeading}</h3>
          <ul className="mt-8 grid gap-6 md:grid-cols-3">
            {props.promises.map((promise) => {
              const Icon = promiseIcons[promise.icon];
              return (
                <li
                  key={promise.title}
                  className="relative rounded-card border border-line bg-ink-900/80 p-7 shadow-card md:p-8"
                >
                  <span
                    aria-hidden="true"
                    className="pointer-events-none absolute inset-x-8 top-0 h-px bg-gradient-to-r from-transparent via-mint-400/50 to-transparent"
                  />
                  <span className="flex size-12 items-center justify-center rounded-xl border border-violet-400/30 bg-violet-500/10">
                    <Icon aria-hidden="true" className="size-6 text-violet-300" />
                  </span>
                  <h4 className="mt-6 font-display text-xl font-semibold tracking-tight">
                    {promise.title}
                  </h4>
                  <p className="mt-3 leading-relaxed text-muted">{promise.text}</p>
                </li>
              );
            })}
          </ul>
        </div>

        <div className="mt-6 rounded-card border border-line bg-gradient-to-br from-ink-800 to-ink-900 p-7 shadow-card md:p-10">
          <h3 className={labelClass}>{props.credentialsHeading}</h3>
          <ul className="mt-6 grid gap-x-12 gap-y-4 md:grid-cols-2">
            {props.credentials.map((credential) => (
              <li key={credential} className="flex gap-3 leading-relaxed text-paper">
                <Check aria-hidden="true" className="mt-1 size-4 shrink-0 text-mint-400" />
                {credential}
              </li>
            ))}
          </ul>
        </div>
      </div>
    </section>
  );
}
