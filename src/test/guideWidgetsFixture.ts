/**
 * Invented words and data in the shape of the guide widgets' props, for unit tests: tests pin
 * behaviour, not the live copy.
 */
import type {
  CarouselLabels,
  LandingPageSection,
  PodcastPlayerLabels,
  ScrollerLabels,
} from '../schemas/guideWidgets';
import { picture } from './pictureFixture';

export const playerLabels: PodcastPlayerLabels = {
  play: 'Start listening',
  pause: 'Hold on',
  loading: 'Fetching the episode',
  error: 'This episode will not play.',
  retry: 'Try again',
  speed: 'Tempo',
  speedOption: '{rate}x',
  volume: 'Loudness',
  volumeValue: '{percent} percent',
  mute: 'Silence',
  unmute: 'Sound on',
  seek: 'Position',
  seekValue: '{current} out of {duration}',
  timeSeparator: '|',
  details: 'About this episode',
};

export const episode = {
  audioUrl: '/media/test-episode.mp3',
  title: 'Forms or pages?',
  description: 'Two ways to collect leads, compared.',
  ctaText: 'Read the whole comparison below.',
};

export const carouselLabels: CarouselLabels = {
  carousel: 'Ad examples',
  previous: 'Back one',
  next: 'On one',
  pause: 'Stop rotating',
  play: 'Start rotating',
  slide: 'Picture {n} of {total}',
  goTo: 'Show picture {n}',
};

export const slides = ['alpha', 'beta', 'gamma', 'delta'].map((name) => ({
  image: picture(name, 1600, 1000),
  alt: `The ${name} example`,
}));

export const scrollerLabels: ScrollerLabels = {
  frame: 'Sample page',
  address: 'example.test/offer',
  progress: 'Part {current} of {total} on view',
  pause: 'Stop scrolling',
  play: 'Keep scrolling',
  replay: 'From the top',
};

export const sections: LandingPageSection[] = [
  { heading: 'Hello there', text: 'An opening line.', cta: 'Claim the seat' },
  { heading: 'Why it works', text: 'Three reasons.', bullets: ['Fast', 'Clear', 'Kind'] },
  { heading: 'What people say', text: 'A quote from a client.' },
  { heading: 'Sign up', text: 'A short form.', cta: 'Save my place' },
];

export const transcript = {
  heading: 'Every word',
  paragraphs: ['First we talk about forms.', 'Then we talk about pages.'],
};
