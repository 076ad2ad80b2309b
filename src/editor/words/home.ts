/** The home page form's words. */
import { calendar, colours, intro, meta } from './shared';
import type { Words } from './types';

export const home: Words = {
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
    description: 'Shown only when the home calendar is switched on under Site settings: Switches.',
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
