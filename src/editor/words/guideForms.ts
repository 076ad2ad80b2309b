/** The words of a guide's form (its words, then what its blocks show) and of a coming-soon page. */
import { meta } from './shared';
import type { Words } from './types';

const guideWords: Words = {
  title: { label: 'Title', description: "The guide's headline, and its title in search results." },
  shortTitle: {
    label: 'Short title',
    description: 'For the breadcrumb trail; the title when left empty.',
  },
  description: {
    label: 'Summary',
    description: 'Shown under the title in search results and on the guides page.',
  },
  eyebrow: { label: 'Topic', description: 'The small line above the headline.' },
  lead: {
    label: 'Opening paragraph',
    description: 'The paragraph under the headline.',
    multiline: true,
  },
  published: { label: 'Published on' },
  updated: { label: 'Updated on' },
  canonicalPath: {
    label: "The guide's address",
    description: "'/guides/' and the address above, e.g. /guides/get-out-of-spam.",
  },
  contents: {
    label: 'Contents',
    description: 'The list beside the guide, in reading order. Each is a "## Heading" of the text.',
  },
  'contents[].id': {
    label: 'Heading id',
    description:
      "The heading in lower case, spaces as dashes: '## Quick Comparison' is quick-comparison.",
  },
  'contents[].title': { label: 'Words in the contents' },
  order: { label: 'Place on the guides page', description: 'Lower comes first.' },
};

const guideData: Words = {
  podcast: {
    label: 'Podcast (the Podcast player block)',
    description: "The guide's own episode: its audio file and its words.",
  },
  'podcast.audioUrl': {
    label: 'Episode file',
    description:
      "An MP3: an address starting https:// (a media host) or a file in the project's public/media folder, as '/media/episode.mp3'.",
  },
  carousel: { label: 'Picture carousel (the Picture carousel block)' },
  'carousel.images': {
    label: 'Slides',
    description: 'In the order they turn. Pictures 16:10, at least 1600 px wide.',
  },
  'carousel.images[].image': { label: 'Picture' },
  'carousel.images[].alt': {
    label: 'What the picture shows',
    description: 'Read aloud to people who cannot see it: one or two sentences.',
  },
  scroller: { label: 'Scrolling landing page (the Scrolling landing page block)' },
  comparison: { label: 'Comparison table (the Comparison table block)' },
  results: { label: 'Results table (the Results table block)' },
  beforeAfter: { label: 'Before/after table (the Before/after table block)' },
  tools: { label: 'Tools table (the Tools table block)' },
  'tools.items[].url': {
    label: 'Link',
    description: "An address starting https://, or '#' for a tool built into Gmail.",
  },
  reasons: { label: 'Reasons (the Reasons block)' },
  'reasons.items[].icon': {
    label: 'Icon',
    options: {
      fileWarning: 'File with warning',
      serverCrash: 'Server crash',
      shieldAlert: 'Shield with alert',
      gauge: 'Gauge',
      scale: 'Scales',
      mailWarning: 'Envelope with warning',
      search: 'Magnifier',
    },
  },
  doomLoop: { label: 'Doom-loop diagram (the Doom-loop diagram block)' },
  faqs: {
    label: 'Questions (the Questions block)',
    description: 'Also given to search engines as FAQ data.',
  },
  'faqs[].answer': { label: 'Answer', multiline: true },
  calendar: { label: 'Booking calendar (the Booking calendar block)' },
  cta: { label: 'Booking box (the Booking box block)' },
  related: { label: 'Related links (the Related links block)' },
  'related.links[].href': { label: 'Goes to', description: "A page of this site, e.g. '/guides'." },
  footer: { label: "Guide's closing line", description: 'Its logo line and copyright year.' },
};

/** A guide's one form: its words, then the data its blocks show. */
export const guides: Words = { ...guideWords, ...guideData };

export const comingSoon: Words = {
  ...meta,
  covers: { label: 'What the page will cover' },
  guides: { label: 'Link to the guides' },
  cta: { label: 'Booking box' },
};
