import { StepList, stepIcons } from '../../components/ui/StepList';
import type { IntakeSection } from './intake';

export type NextStepsProps = Pick<IntakeSection, 'nextSteps' | 'notes'>;

/** 'What happens after you submit this form?': the four steps, then the notes. */
export function NextSteps({ nextSteps, notes }: NextStepsProps) {
  return (
    <aside
      aria-labelledby="next-steps-heading"
      className="rounded-card border border-line bg-gradient-to-b from-ink-800 to-ink-900 p-6 shadow-card md:p-8"
    >
      <h2
        id="next-steps-heading"
        className="font-display text-xl font-semibold text-paper md:text-2xl"
      >
        {nextSteps.heading}
      </h2>
      <div className="mt-8">
        <StepList steps={nextSteps.steps} labelledBy="next-steps-heading" />
      </div>
      <ul className="mt-8 space-y-3 border-t border-line pt-6">
        {notes.map((note) => {
          const Icon = stepIcons[note.icon];
          return (
            <li
              key={note.text}
              className="flex items-start gap-3 text-sm leading-relaxed text-muted"
            >
              <Icon aria-hidden="true" className="mt-0.5 size-4 shrink-0 text-mint-300" />
              {note.text}
            </li>
          );
        })}
      </ul>
    </aside>
  );
}
