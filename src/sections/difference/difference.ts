/** What makes the agency different: five numbered cards, the first with the AI hub diagram. */
import { z } from 'astro/zod';
import { colours, intro } from '../../editor/words/shared';
import { diagramNode, differentiatorCard, sectionIntro, text } from '../../schemas/shapes';
import { anchor, sectionKind } from '../kind';

export const difference = sectionKind({
  label: 'What makes us different (cards and diagram)',
  schema: z.strictObject({
    anchor: anchor.optional(),
    intro: sectionIntro,
    /** product.md: five cards; the first also shows the diagram. */
    cards: z.array(differentiatorCard).length(5),
    diagram: z.strictObject({
      caption: text,
      hubLabel: text,
      /** The accessible name of the list of satellites. */
      nodesLabel: text,
      nodes: z.array(diagramNode).length(6),
    }),
  }),
  words: {
    ...intro('intro', 'Difference'),
    cards: {
      label: 'Cards',
      description: 'Five cards; the first also shows the diagram.',
    },
    'cards[].number': { label: 'Number shown on the card', description: "e.g. '01'." },
    'cards[].icon': {
      label: 'Icon',
      options: {
        BrainCircuit: 'Brain',
        TrendingUp: 'Rising chart',
        Compass: 'Compass',
        Target: 'Target',
        Handshake: 'Handshake',
      },
    },
    'cards[].subhead': { label: 'Line under the title' },
    'cards[].content': { label: 'Paragraphs' },
    diagram: { label: 'Diagram on the first card' },
    'diagram.nodesLabel': {
      label: 'Name of the list of circles (for screen readers)',
    },
    'diagram.nodes': {
      label: 'Circles around the hub',
      description: 'x and y place each circle in a 0-100 box around the hub at 50/50.',
    },
    'diagram.nodes[].colour': { label: 'Colour', options: colours },
  },
  defaultAnchor: 'difference',
  reveal: true,
});
export type DifferenceSection = z.output<typeof difference.schema>;
