/**
 * An intake section, for signed clients: a welcome as the page's h1, the embedded intake form, and
 * beside it the steps that follow its sending and a few reassuring notes.
 */
import { z } from 'astro/zod';
import { stepIcons } from '../../editor/words/shared';
import { note, pageHero, step, text } from '../../schemas/shapes';
import { calendarCopy } from '../../schemas/siteCopy';
import { anchor, headlineWords, sectionKind } from '../kind';

export const intake = sectionKind({
  label: 'Intake form (for signed clients)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    hero: pageHero,
    /** The form's frame title and the e-mail link that stands in for it. */
    form: calendarCopy,
    nextSteps: z.strictObject({
      /** 'What happens after you submit this form?' */
      heading: text,
      /** product.md: four steps, the last 'You'll hear from us within 1 business day'. */
      steps: z.array(step).length(4),
    }),
    /** product.md: the information is secure; accounts are activated in the order received. */
    notes: z.array(note).min(1).max(3),
    /** The red debug badge (flags.onboardingLoadedBadge): 'Page Loaded'. */
    loadedBadge: text,
  }),
  words: {
    ...headlineWords('hero'),
    form: { label: 'Intake form', description: 'The words around the embedded intake form.' },
    nextSteps: { label: 'What happens next' },
    'nextSteps.steps': { label: 'Steps', itemName: 'Step' },
    'nextSteps.steps[].icon': { label: 'Icon', options: stepIcons },
    notes: { label: 'Reassurance notes' },
    'notes[].icon': { label: 'Icon', options: stepIcons },
    loadedBadge: {
      label: 'Debug badge',
      description:
        "The red 'Page Loaded' badge, shown while switched on under Site settings: Switches.",
    },
  },
});
export type IntakeSection = z.output<typeof intake.schema>;
