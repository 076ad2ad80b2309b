import {
  CalendarCheck,
  Clock,
  Handshake,
  ListOrdered,
  Lock,
  type LucideIcon,
  MailCheck,
  Map as MapIcon,
  PhoneCall,
  Settings2,
  Target,
  UserPlus,
  Workflow,
} from 'lucide-react';
import type { Step, StepIcon } from '../../schemas/shapes';

/** The icons content may name (the `stepIcon` enum), drawn at build time. */
export const stepIcons: Record<StepIcon, LucideIcon> = {
  phoneCall: PhoneCall,
  map: MapIcon,
  handshake: Handshake,
  userPlus: UserPlus,
  settings: Settings2,
  mailCheck: MailCheck,
  clock: Clock,
  lock: Lock,
  listOrdered: ListOrdered,
  target: Target,
  workflow: Workflow,
  calendarCheck: CalendarCheck,
};

export interface StepListProps {
  steps: Step[];
  /** 'column' reads down a connected line; 'row' sets the steps side by side from md up. */
  layout?: 'column' | 'row';
  /** Names the list, e.g. the id of the heading above it. */
  labelledBy?: string | undefined;
}

const number = (index: number) => String(index + 1).padStart(2, '0');

/** A short numbered sequence of steps, each with an icon, a title (h3) and a line of text. */
export function StepList({ steps, layout = 'column', labelledBy }: StepListProps) {
  const row = layout === 'row';
  return (
    <ol
      aria-labelledby={labelledBy}
      className={row ? 'grid gap-5 md:grid-cols-3 md:gap-6' : 'flex flex-col'}
    >
      {steps.map((step, index) => {
        const Icon = stepIcons[step.icon];
        const last = index === steps.length - 1;
        return (
          <li
            key={step.title}
            className={
              row
                ? 'relative rounded-card border border-line bg-ink-900/70 p-6 shadow-card md:p-7'
                : `relative flex gap-5 ${last ? '' : 'pb-8'}`
            }
          >
            {row ? null : (
              <span
                aria-hidden="true"
                className={`absolute top-12 bottom-0 left-[1.3125rem] w-px bg-gradient-to-b from-violet-400/50 to-line ${last ? 'hidden' : ''}`}
              />
            )}
            <span className="relative grid size-11 shrink-0 place-items-center rounded-xl border border-violet-400/30 bg-gradient-to-br from-violet-500/25 to-mint-500/10 text-mint-300 shadow-glow">
              <Icon aria-hidden="true" className="size-5" />
            </span>
            <div className={row ? 'mt-5' : 'min-w-0 pt-0.5'}>
              <p
                aria-hidden="true"
                className="font-display text-xs font-semibold tracking-[0.2em] text-violet-300"
              >
                {number(index)}
              </p>
              <h3 className="mt-1 font-display text-lg font-semibold text-paper md:text-xl">
                {step.title}
              </h3>
              <p className="mt-2 leading-relaxed text-muted">{step.text}</p>
            </div>
          </li>
        );
      })}
    </ol>
  );
}
