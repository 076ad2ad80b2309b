/**
 * A guide's body: its prose in a rich editor, with every tag of the registry in
 * src/components/guides/mdx/GuideContent.astro as a block to insert, move or remove. The tables,
 * questions and pictures a block shows are parts of the same form, above the text; the block
 * says where they go and names the part that holds them.
 */

import { Icon } from '@keystar/ui/icon';
import { arrowDownIcon } from '@keystar/ui/icon/icons/arrowDownIcon';
import { fields } from '@keystatic/core';
import { block, mark, wrapper } from '@keystatic/core/content-components';
import { createElement } from 'react';
import type { GuideBlock } from '../schemas/guide';
import { words } from './words';

/** The name of the part of this form that holds a block's data, as the form shows it. */
const partOf = (key: GuideBlock) => words.guides?.[key]?.label ?? key;

const fromData = (what: string, key: GuideBlock) =>
  `Shows the guide's ${what}, written above the text in this form: "${partOf(key)}". Switch that part on and fill it in, or the site will not build.`;

/** In the writing area, a block says where what it shows is written. */
const whereWritten = (key: GuideBlock) => () =>
  createElement(
    'span',
    { style: { fontSize: '0.875rem' } },
    `Written in this guide's form, beside the text: "${partOf(key)}".`,
  );

const dataBlock = (label: string, what: string, key: GuideBlock) =>
  block({ label, description: fromData(what, key), schema: {}, ContentView: whereWritten(key) });

const headingId = (label: string, description: string) =>
  fields.text({
    label,
    description,
    validation: {
      length: { min: 1 },
      pattern: {
        regex: /^[a-z0-9-]+$/,
        message: `${label}: lower-case letters, digits and dashes`,
      },
    },
  });

export const guideBody = fields.mdx({
  label: 'The guide',
  description:
    'The guide\'s text. Each "## Heading" is a section; list it in Contents above. Use "+" to insert a block.',
  options: { image: false },
  components: {
    Callout: wrapper({
      label: 'Callout (a note or tip set apart)',
      description: 'A few words in bold, then a short note.',
      schema: {
        tone: fields.select({
          label: 'Kind',
          description: 'A notice (violet, "i" icon) or a tip (mint, light bulb).',
          options: [
            { value: 'info', label: 'Notice' },
            { value: 'tip', label: 'Tip' },
          ],
          defaultValue: 'info',
        }),
        title: fields.text({ label: 'Title (in bold)', validation: { length: { min: 1 } } }),
      },
    }),
    // Written inside a line of text (<JumpLink to="x">words</JumpLink>): a mark over its words.
    JumpLink: mark({
      label: 'Jump button',
      icon: createElement(Icon, { src: arrowDownIcon }),
      tag: 'u',
      schema: {
        to: headingId('Goes to', 'The id of a heading or block further down, e.g. audit-calendar.'),
      },
    }),
    Calendar: block({
      label: 'Booking calendar',
      description: fromData('calendar words', 'calendar'),
      schema: {
        id: headingId(
          'Id',
          'A name for this spot, so a Jump button can lead here, e.g. audit-calendar.',
        ),
      },
    }),
    Podcast: block({
      label: 'Podcast player',
      description: fromData('podcast episode', 'podcast'),
      schema: {
        ctaTo: headingId('Button leads to', 'The id of the heading its button scrolls to.'),
      },
    }),
    Faq: dataBlock('Questions (FAQ)', 'questions and answers', 'faqs'),
    ComparisonTable: dataBlock('Comparison table', 'comparison', 'comparison'),
    ResultsTable: dataBlock('Results table', 'results', 'results'),
    BeforeAfterTable: dataBlock('Before/after table', 'before-and-after table', 'beforeAfter'),
    ToolsTable: dataBlock('Tools table', 'tools', 'tools'),
    Reasons: dataBlock('Reasons (numbered diagnosis)', 'reasons', 'reasons'),
    DoomLoop: dataBlock('Doom-loop diagram', 'loop diagram', 'doomLoop'),
    Carousel: dataBlock('Picture carousel', 'pictures', 'carousel'),
    PageMockup: dataBlock('Scrolling landing page', 'landing-page mockup', 'scroller'),
    BookingCta: dataBlock('Booking box', 'booking box', 'cta'),
    RelatedResources: dataBlock('Related links', 'related links', 'related'),
  },
});
