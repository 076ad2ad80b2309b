/** Headline figures that count up as they come into view: '120+ booked calls'. */
import { z } from 'astro/zod';
import { sectionIntro, statistic } from '../../schemas/shapes';
import { anchor, introWords, sectionKind } from '../kind';

export const figures = sectionKind({
  label: 'Figures (counting up)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro.optional(),
    stats: z.array(statistic).min(1).max(4),
  }),
  words: {
    ...introWords('figures'),
    stats: { label: 'Figures', itemName: 'Figure' },
    'stats[].value': { label: 'Number', description: 'Counts up from 0 to this.' },
    'stats[].suffix': { label: 'After the number', description: "'+', '%', 'x' or nothing." },
    'stats[].label': { label: 'What it counts' },
  },
  reveal: true,
  motion: true,
});
export type FiguresSection = z.output<typeof figures.schema>;
