/**
 * Invented words in the shape of the home page's content, for unit tests: tests pin behaviour,
 * not the live copy, so the owner can rewrite src/content/ without turning them red.
 */
import type { Testimonial } from '../schemas/shapes';
import type { SiteCopy } from '../schemas/siteCopy';
import type { CaseStudySection } from '../sections/caseStudy/caseStudy';
import type { IdealClientSection } from '../sections/idealClient/idealClient';
import type { SocialProofSection } from '../sections/socialProof/socialProof';
import type { TeamSection } from '../sections/team/team';

/** A section's data with its pictures loaded, as its component takes them. */
type Loaded<T, K extends keyof T> = Omit<T, K> & Record<K, ImageMetadata>;

const image = (name: string, width: number, height: number) => ({
  src: `/img/${name}.svg`,
  width,
  height,
  format: 'svg' as const,
});

export const booking = {
  href: 'https://book.test/call',
  label: 'Book a Call Now',
  newTabNote: '(new tab)',
};

export const siteCopy: SiteCopy = {
  bookCall: booking.label,
  newTabNote: booking.newTabNote,
  header: {
    skipLink: 'Skip ahead',
    homeLabel: 'start page',
    primaryNavLabel: 'Main',
    menuNavLabel: 'Drawer',
    openMenu: 'Show links',
    closeMenu: 'Hide links',
    links: [
      { label: 'Steps', target: '#process' },
      { label: 'Wins', target: '#results' },
      { label: 'Library', target: '/resources' },
    ],
  },
  footer: {
    contactHeading: 'Write',
    quickLinksHeading: 'Shortcuts',
    ctaHeading: 'Ready?',
    ctaText: 'One call, one plan.',
    rights: 'Rights reserved.',
    privacy: 'Privacy',
    terms: 'Terms',
    links: [{ label: 'Steps', target: '#process' }],
  },
  sharing: { ogImageAlt: '{title} card', defaultOgImageAlt: '{brand} card' },
  chunkError: { message: 'This part did not load.', retry: 'Try again' },
  measurement: {
    heading: 'Can we measure this visit?',
    text: 'With your OK, {providers} show us which pages lead to booked calls.',
    accept: 'Accept',
    reject: 'Reject',
    privacy: 'Privacy policy',
    settings: 'Cookie settings',
    savedAccepted: 'Saved: measurement is on.',
    savedRejected: 'Saved: nothing is measured.',
    experimentCookie: "One cookie, 'experiments', keeps the version you see.",
  },
  bookingThanks: {
    heading: "You're booked.",
    text: 'Your invite is on its way.',
    nextHeading: 'What happens next',
    steps: ['Open the invite.', 'We prepare.', 'We talk.'],
  },
};

const person = (author: string, company: string) => ({
  rating: 5,
  text: `${author} says the follow-up finally works.`,
  author,
  position: 'Owner',
  company,
  image: image(author.toLowerCase().replace(' ', '-'), 96, 96),
});

export const home = {
  socialProof: {
    intro: { eyebrow: 'Proof', title: 'Clients who grew', lead: 'Three of them.' },
    stats: [
      { value: 12, suffix: 'k', label: 'Calls booked' },
      { value: 3, suffix: '', label: 'Countries' },
    ],
    testimonials: [
      person('Ann Lee', 'Lee Plumbing'),
      person('Bo Diaz', 'Diaz Law'),
      person('Cy Park', 'Park Dental'),
    ],
    ratingLabel: '{rating} of {max} stars',
    caseStudiesLink: { label: 'More stories', href: '#stories' },
  },
  caseStudy: {
    intro: { title: 'Twice the calls in a month' },
    quote: { text: 'It simply worked.', author: 'Dee Ray', role: 'Founder', company: 'Ray Co' },
    disclaimer: 'One client; yours will differ.',
    videoTitle: 'Story video',
    playLabel: 'Play the story',
    unsupportedVideo: 'No video here.',
    captionsLabel: 'Subtitles',
    videoLink: { lead: 'Stuck?', label: 'Open the file' },
    still: image('story-still', 1600, 900),
  },
  team: {
    intro: { title: 'The people' },
    story: ['We started small.', 'Now we grow others.'],
    founder: {
      name: 'Eve Stone',
      role: 'Founder',
      photo: image('eve', 600, 720),
      photoAlt: 'Eve Stone smiling',
    },
    promisesHeading: 'What we promise',
    promises: [
      { icon: 'userMinus', title: 'No bench', text: 'Only who you need.' },
      { icon: 'fingerprint', title: 'No templates', text: 'Built for you.' },
      { icon: 'blocks', title: 'Modular', text: 'Plug in, step out.' },
    ],
    credentialsHeading: 'Track record',
    credentials: ['Grew a firm tenfold', 'Ran big budgets'],
  },
  idealClient: {
    intro: { title: 'Who we help' },
    criteria: [
      { label: 'Proven offer', detail: 'People buy.' },
      { label: 'Team of 12', detail: 'Big enough.' },
      { label: 'Revenue band', detail: 'Room to grow.' },
      { label: 'Systems mindset', detail: 'No hacks.' },
      { label: 'Moves fast', detail: 'Days, not months.' },
    ],
    faqIntro: { title: 'Common questions' },
    notice: { title: 'Still building', text: 'Mail {email} any time.' },
    booking: {
      eyebrow: 'Next',
      heading: 'Let us talk',
      text: 'Thirty minutes.',
      buttonLabel: 'Grab a slot',
      note: 'No strings.',
    },
  },
} satisfies {
  caseStudy: Loaded<CaseStudySection, 'still'>;
  team: Omit<TeamSection, 'founder'> & { founder: Loaded<TeamSection['founder'], 'photo'> };
  socialProof: Omit<SocialProofSection, 'freeSession' | 'testimonials'> & {
    testimonials: Loaded<Testimonial, 'image'>[];
  };
  idealClient: Omit<IdealClientSection, 'faqs' | 'chat'>;
};
