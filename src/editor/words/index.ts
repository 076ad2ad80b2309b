/**
 * The words of every form, by the form's key (see ../pages.ts): labels in the marketer's words
 * and what each field is for. A field with no entry here is named after its key ('headlineLead'
 * reads 'Headline lead'); its limits are added to its description from the schema either way.
 * The comments the content files once carried are here, as descriptions.
 */
import type { Words } from './types';

const meta: Words = {
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

const intro = (path: string, what: string): Words => ({
  [path]: {
    label: `${what}: heading`,
    description: 'The small line, heading and paragraph that open this part.',
  },
  [`${path}.eyebrow`]: { label: 'Small line above the heading' },
  [`${path}.title`]: { label: 'Heading' },
  [`${path}.lead`]: { label: 'Paragraph under the heading', multiline: true },
});

const stepIcons = {
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

const colours = { violet: 'Violet', mint: 'Mint' };

const calendar = (path: string): Words => ({
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

const home: Words = {
  ...meta,
  hero: {
    label: 'First screen (hero)',
    description: 'The top of the page: badge, headline and proof points.',
  },
  'hero.badge': { label: 'Badge above the headline' },
  'hero.headlineLead': { label: 'Headline, first half' },
  'hero.headlineEmphasis': {
    label: 'Headline, second half (in colour)',
    description: 'The end of the headline, set in the violet-to-mint gradient.',
  },
  'hero.subtext': { label: 'Paragraph under the headline', multiline: true },
  'hero.availability': { label: 'Availability label' },
  'hero.availabilityNote': { label: 'Availability note' },
  'hero.proofPoints': { label: 'Proof points', description: 'The short ticks under the button.' },
  socialProof: { label: 'Results and testimonials', description: 'The "Real results" part.' },
  ...intro('socialProof.intro', 'Results'),
  'socialProof.stats': { label: 'Counters', description: 'The four figures that count up.' },
  'socialProof.stats[].value': { label: 'Figure', description: 'The number only, e.g. 150.' },
  'socialProof.stats[].suffix': {
    label: 'After the figure',
    description: "What follows the number, e.g. 'M+' or '%'. May be empty.",
  },
  'socialProof.stats[].label': { label: 'What it counts' },
  'socialProof.testimonials': {
    label: 'Testimonials',
    description:
      "Three client quotes, each with a photo. PLACEHOLDER PEOPLE: the three shipped ones are invented stand-ins with illustrated avatars; replace each with a real client's words, name, role, company and photo (with their consent).",
  },
  'socialProof.testimonials[].rating': {
    label: 'Stars',
    description: 'From 0 to 5, in whole or half stars (e.g. 4.5).',
  },
  'socialProof.testimonials[].text': { label: 'Quote', multiline: true },
  'socialProof.testimonials[].author': { label: 'Name' },
  'socialProof.testimonials[].position': { label: 'Role' },
  'socialProof.testimonials[].company': { label: 'Company' },
  'socialProof.testimonials[].image': {
    label: 'Photo',
    description: 'A square photo of the person; it decorates (their name sits beside it).',
  },
  'socialProof.ratingLabel': {
    label: 'Stars, read out',
    description: "What screen readers say for the stars; keep '{rating}' and '{max}'.",
  },
  'socialProof.caseStudiesLink': { label: 'Link to the case studies' },
  'socialProof.freeSession': {
    label: 'Free session box',
    description:
      'Shown only when the home calendar is switched on in the site settings (flags.homeCalendar).',
  },
  ...calendar('socialProof.freeSession.calendar'),
  difference: { label: 'What makes us different', description: 'The five cards and the diagram.' },
  ...intro('difference.intro', 'Difference'),
  'difference.cards': {
    label: 'Cards',
    description: 'Five cards; the first also shows the diagram.',
  },
  'difference.cards[].number': { label: 'Number shown on the card', description: "e.g. '01'." },
  'difference.cards[].icon': {
    label: 'Icon',
    options: {
      BrainCircuit: 'Brain',
      TrendingUp: 'Rising chart',
      Compass: 'Compass',
      Target: 'Target',
      Handshake: 'Handshake',
    },
  },
  'difference.cards[].subhead': { label: 'Line under the title' },
  'difference.cards[].content': { label: 'Paragraphs' },
  'difference.diagram': { label: 'Diagram on the first card' },
  'difference.diagram.nodesLabel': {
    label: 'Name of the list of circles (for screen readers)',
  },
  'difference.diagram.nodes': {
    label: 'Circles around the hub',
    description: 'x and y place each circle in a 0-100 box around the hub at 50/50.',
  },
  'difference.diagram.nodes[].colour': { label: 'Colour', options: colours },
  caseStudy: { label: 'Case study and video' },
  ...intro('caseStudy.intro', 'Case study'),
  'caseStudy.quote': {
    label: 'Client quote',
    description:
      'PLACEHOLDER CLIENT: replace with the real person, role and company (with their consent).',
  },
  'caseStudy.videoTitle': { label: 'Video name (for screen readers)' },
  'caseStudy.playLabel': { label: 'Play button (for screen readers)' },
  'caseStudy.unsupportedVideo': { label: 'Message when the browser cannot play video' },
  'caseStudy.captionsLabel': {
    label: 'Captions language',
    description: "The captions' name in the player's menu, e.g. English.",
  },
  'caseStudy.videoLink': { label: 'Link under the video ("Video not playing?")' },
  'caseStudy.still': {
    label: 'Picture before the video plays',
    description:
      'A 16:9 picture at least 1600 px wide. It only decorates: the player is named above.',
  },
  process: { label: 'Our process', description: 'The five phases, RESEARCH to SCALE.' },
  ...intro('process.intro', 'Process'),
  'process.phases': { label: 'Phases' },
  'process.phases[].deliverables': { label: 'What the client gets' },
  'process.labels': { label: 'Button words' },
  'process.labels.about': {
    description: "Joins the button and the phase for screen readers: 'See More about RESEARCH'.",
  },
  'process.diagram': { label: 'RESEARCH card picture' },
  'process.closing': { label: 'Closing box' },
  team: { label: 'Team and founder' },
  ...intro('team.intro', 'Team'),
  'team.story': { label: 'Story paragraphs' },
  'team.founder': {
    label: 'Founder',
    description: 'PLACEHOLDER FOUNDER: replace the name, role, credentials and portrait.',
  },
  'team.founder.photo': {
    label: 'Portrait',
    description:
      'The same picture may be used on the link-in-bio page; uploading a new one here does not change it there.',
  },
  'team.founder.photoAlt': {
    label: 'Portrait description',
    description: 'Says who the portrait shows.',
  },
  'team.promises': { label: 'Promises' },
  'team.promises[].icon': {
    label: 'Icon',
    options: { userMinus: 'Person with minus', fingerprint: 'Fingerprint', blocks: 'Blocks' },
  },
  'team.credentials': { label: 'Credentials' },
  idealClient: { label: 'Who we work with, FAQ and booking' },
  ...intro('idealClient.intro', 'Who we work with'),
  'idealClient.criteria': { label: 'Criteria' },
  ...intro('idealClient.faqIntro', 'FAQ'),
  'idealClient.faqs': {
    label: 'Questions and answers',
    description: 'Six questions; the page also gives them to search engines as FAQ data.',
  },
  'idealClient.faqs[].question': { label: 'Question' },
  'idealClient.faqs[].answer': { label: 'Answer', multiline: true },
  'idealClient.notice': { label: 'Notice under the FAQ' },
  'idealClient.notice.text': {
    description: "'{email}' is replaced by the contact address, as a link; keep it.",
  },
  'idealClient.chat': { label: 'Chat box words' },
  'idealClient.booking': { label: 'Booking box at the end' },
};

const site: Words = {
  bookCall: {
    label: 'Booking button',
    description: "The words of every 'Book a Strategy Call' button on the site.",
  },
  newTabNote: {
    label: 'New-tab note (for screen readers)',
    description: 'Read after a link that opens a new tab.',
  },
  header: { label: 'Header and menu' },
  'header.skipLink': { label: 'Skip link', description: 'The first link for keyboard users.' },
  'header.homeLabel': {
    description: "Read after the brand name on the logo link: '{brand} home'.",
  },
  'header.links': {
    label: 'Menu links',
    description:
      "A target starting with '#' is a part of the home page ('#process'); '/...' is a page.",
  },
  'header.links[].target': { label: 'Goes to' },
  footer: { label: 'Footer' },
  'footer.links': {
    label: 'Quick links',
    description: "'#...' is a part of the home page, '/...' a page.",
  },
  'footer.links[].target': { label: 'Goes to' },
  sharing: {
    label: 'Link previews',
    description:
      "The description of each page's preview picture (LinkedIn, iMessage, Slack). '{title}' is the page's title, '{brand}' the brand name.",
  },
  'sharing.defaultOgImageAlt': {
    description: "Pages kept out of search share the site's one card; this describes it.",
  },
  chunkError: { label: 'When a part of a page fails to load' },
  measurement: {
    label: 'Measurement banner',
    description:
      'The banner that asks before measuring. Shown only when analytics are switched on in the site settings.',
  },
  'measurement.text': {
    description: "'{providers}' becomes the names of the services that wait for the answer.",
  },
  bookingThanks: {
    label: 'Thanks after booking',
    description: 'Replaces a calendar once a call is booked in it (only when measuring).',
  },
};

const conversionPage = (steps: string): Words => ({
  ...meta,
  hero: { label: 'First screen (headline)' },
  'hero.eyebrow': { label: 'Small line above the headline' },
  'hero.headlineLead': { label: 'Headline, first part' },
  'hero.headlineEmphasis': { label: 'Headline, end (in colour)' },
  'hero.lead': { label: 'Paragraph under the headline', multiline: true },
  [steps]: { label: 'Steps' },
  [`${steps}[].icon`]: { label: 'Icon', options: stepIcons },
});

const strategyCall: Words = {
  ...conversionPage('steps.items'),
  'hero.jumpLabel': {
    label: 'Phone button to the calendar',
    description: 'Shown on phones only: glides down to the calendar.',
  },
  ...calendar('booking.calendar'),
  'booking.support': {
    label: 'Help line under the calendar',
    description: "'{email}' is replaced by the contact address, as a link; keep it.",
  },
};

const mspLanding: Words = {
  ...conversionPage('howItWorks.steps'),
  'video.titleCard': {
    label: 'Title card before the video plays',
    description: 'Drawn in the page (no picture to wait for).',
  },
  'offer.buttonLabel': {
    label: 'Offer button',
    description: 'Leads to the calendar below while it is shown, otherwise to the booking page.',
  },
  booking: {
    label: 'Booking',
    description: 'Shown when the landing calendar is switched on in the site settings.',
  },
  ...calendar('booking.calendar'),
};

const clientOnboarding: Words = {
  ...conversionPage('nextSteps.steps'),
  'meta.fullTitle': {
    label: 'Whole page title',
    description: "SPEC: exactly 'Client Intake Form', with no brand after it.",
  },
  form: { label: 'Intake form', description: 'The words around the embedded intake form.' },
  notes: { label: 'Reassurance notes' },
  'notes[].icon': { label: 'Icon', options: stepIcons },
  loadedBadge: {
    label: 'Debug badge',
    description: "The red 'Page Loaded' badge, shown while switched on in the site settings.",
  },
};

const linkInBio: Words = {
  ...meta,
  profile: {
    label: 'Profile',
    description:
      'PLACEHOLDER FOUNDER: the same stand-in as on the home page. Keep the tagline to two short sentences: the top of the page must fit a phone screen.',
  },
  'profile.photo': { label: 'Photo' },
  'profile.photoAlt': { label: 'Photo description', description: 'Says who the photo shows.' },
  'profile.availability': { label: 'Status line above the name' },
  actions: { label: 'Buttons' },
  socials: {
    label: 'Social profiles',
    description:
      "The profiles' addresses are in the site settings; the order here is the order shown.",
  },
  'socials.links[].network': {
    label: 'Network',
    options: {
      instagram: 'Instagram',
      linkedin: 'LinkedIn',
      youtube: 'YouTube',
      tiktok: 'TikTok',
      website: 'Website',
    },
  },
  links: { label: 'Links' },
  'links.items[].icon': {
    label: 'Icon',
    options: {
      bookOpen: 'Open book',
      compass: 'Compass',
      trendingUp: 'Rising chart',
      messageCircle: 'Speech bubble',
    },
  },
  'links.items[].href': {
    label: 'Goes to',
    description:
      "A page here ('/resources', '/#process') or an address elsewhere (opens a new tab).",
  },
  proof: { label: 'Figures' },
};

const resources: Words = {
  ...meta,
  'meta.title': { label: 'Page title', description: "'{brand}' becomes the brand name." },
  hero: { label: 'First screen (headline)' },
  notice: { label: 'Notice' },
  signup: { label: 'Signup box' },
  'signup.mailAlternative': {
    description:
      "Shown without JavaScript; '{email}' is replaced by the contact address, as a link.",
  },
  featured: { label: 'Featured guide' },
  'featured.href': { label: 'Goes to' },
  coming: { label: 'Coming soon', description: 'Four category cards.' },
  ...intro('coming.intro', 'Coming soon'),
  'coming.categories[].icon': {
    label: 'Icon',
    options: {
      bookOpen: 'Open book',
      layoutTemplate: 'Layout',
      wandSparkles: 'Magic wand',
      trophy: 'Trophy',
    },
  },
  'coming.categories[].colour': {
    label: 'Colour',
    description: 'Mint marks a category with something live.',
    options: colours,
  },
  cta: { label: 'Booking box at the end' },
  'cta.href': { label: 'Goes to' },
};

const guidesPage: Words = {
  ...meta,
  ...intro('hero', 'Guides page'),
  readGuide: { label: "Link on each guide's card" },
  upcoming: { label: 'Guides being written' },
  cta: { label: 'Booking box at the end' },
  labels: {
    label: 'Words on every guide',
    description: 'The same on every guide: breadcrumb, contents, dates.',
  },
  'labels.readingTime': { description: "'{minutes}' becomes the guide's reading time." },
};

const notFound: Words = { ...meta };

const guides: Words = {
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
    description: "The episode's words; the audio file is set in the site settings.",
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

const comingSoon: Words = {
  path: {
    label: 'Answers at',
    description:
      'The address this page answers, e.g. /services/facebook-ads. It is kept out of search and the sitemap.',
  },
  ...meta,
  covers: { label: 'What the page will cover' },
  guides: { label: 'Link to the guides' },
  cta: { label: 'Booking box' },
};

export const words: Partial<Record<string, Words>> = {
  home,
  site,
  strategyCall,
  mspLanding,
  clientOnboarding,
  linkInBio,
  resources,
  guidesPage,
  notFound,
  guides,
  guideData,
  comingSoon,
};
