/** The process: five phase cards, RESEARCH to SCALE, each opening to what the client gets. */
import { z } from 'astro/zod';
import { intro } from '../../editor/words/shared';
import { processPhase, sectionIntro, text } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const process = sectionKind({
  label: 'Process (five phase cards)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    /** product.md: RESEARCH, DIAGNOSE, INSTALL, DEPLOY, SCALE. */
    phases: z.array(processPhase).length(5),
    labels: z.strictObject({
      seeMore: text,
      seeLess: text,
      /** Joins the toggle's label and the phase in its accessible name: 'See More about RESEARCH'. */
      about: text,
      whatYouGet: text,
      learnMore: text,
      loadingDiagram: text,
      diagramUnavailable: text,
    }),
    /** The RESEARCH card's picture. */
    diagram: z.strictObject({
      title: text,
      description: text,
      inputs: z.array(text).min(2).max(4),
      output: text,
    }),
    closing: z.strictObject({ title: text, text, cta: text, availability: text }),
  }),
  words: {
    ...intro('intro', 'Process'),
    phases: { label: 'Phases' },
    'phases[].deliverables': { label: 'What the client gets' },
    labels: { label: 'Button words' },
    'labels.about': {
      description: "Joins the button and the phase for screen readers: 'See More about RESEARCH'.",
    },
    diagram: { label: 'RESEARCH card picture' },
    closing: { label: 'Closing box' },
  },
  defaultAnchor: 'process',
  reveal: true,
});
export type ProcessSection = z.output<typeof process.schema>;
