/** Words several forms share: search previews, a part's opening lines, icons, colours, the calendar. */
import type { Words } from './types';

export const meta: Words = {
  meta: {
    label: 'Search and link previews',
    description: 'How the page appears in Google results and when its link is shared.',
  },
  'meta.title': {
    label: 'Page title',
    description: "Shown as 'Page title | brand name' in the browser tab and in search results.",
  },
  'meta.fullTitle': {
    label: 'Whole page title',
    description:
      "Used exactly as written, instead of the page title above; '{brand}' becomes the brand name.",
  },
  'meta.description': {
    label: 'Search description',
    description: 'The sentence or two under the title in search results.',
  },
};

export const intro = (path: string, what: string): Words => ({
  [path]: {
    label: `${what}: heading`,
    description: 'The small line, heading and paragraph that open this part.',
  },
  [`${path}.eyebrow`]: { label: 'Small line above the heading' },
  [`${path}.title`]: { label: 'Heading' },
  [`${path}.lead`]: { label: 'Paragraph under the heading', multiline: true },
});

export const stepIcons = {
  phoneCall: 'Phone call',
  map: 'Map',
  handshake: 'Handshake',
  userPlus: 'Person with plus',
  settings: 'Cog',
  mailCheck: 'Envelope with tick',
  clock: 'Clock',
  lock: 'Padlock',
  listOrdered: 'Numbered list',
  target: 'Target',
  workflow: 'Workflow',
  calendarCheck: 'Calendar with tick',
};

export const colours = { violet: 'Violet', mint: 'Mint' };

export const calendar = (path: string): Words => ({
  [path]: {
    label: 'Booking calendar',
    description: 'The words around the embedded booking calendar.',
  },
  [`${path}.title`]: {
    label: 'Calendar name (for screen readers)',
    description: "Read out by screen readers as the calendar's name.",
  },
  [`${path}.fallbackIntro`]: { label: 'Words before the link shown when the calendar cannot load' },
  [`${path}.fallbackLabel`]: {
    label: 'Link to the booking page (when the calendar cannot load)',
  },
  [`${path}.unavailableMessage`]: { label: 'Message when the calendar is unavailable' },
});
