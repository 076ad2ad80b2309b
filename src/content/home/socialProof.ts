/**
 * Home page, section 2: social proof. Figures from SPEC section 9.
 *
 * PLACEHOLDER TESTIMONIALS: the three people below are invented stand-ins with illustrated
 * avatars. Replace each with a real client's words, name, role, company and photo (with their
 * permission) before launch; put photos in public/media/avatars/ or use an absolute URL.
 */

import { z } from 'zod';
import type { FreeSessionCopy } from '../../components/home/FreeSessionPrompt';
import type { SocialProofSectionProps } from '../../components/home/SocialProofSection';
import type { StatCountersProps } from '../../components/home/StatCounters';
import { checkContent } from '../../lib/checkContent';
import { statisticSchema, testimonialSchema } from '../types';

type SectionCopy = Omit<SocialProofSectionProps, 'children' | 'calendar' | 'id' | 'aliasId'>;

const section = {
  intro: {
    eyebrow: 'Proof, not promises',
    title: 'Real Results from Real Clients',
    lead: 'Founder-led service businesses doing $1M to $20M a year bring us in to install the system behind their growth. Performance often doubles within 30 days, without raising ad spend.',
  },
  testimonials: [
    {
      rating: 5,
      text: "We were spending the same on ads every month and calling leads back in whatever order they landed. They installed lead scoring and an AI voice agent that books qualified calls straight into our sales team's calendars. Within 30 days our booked appointments had doubled, and we didn't add a dollar to the ad budget.",
      author: 'Marcus Reyes',
      position: 'Founder & CEO',
      company: 'Brightline Home Services',
      image: '/media/avatars/marcus-reyes.svg',
    },
    {
      rating: 5,
      text: 'Our leads were never the problem; the follow-up was. They rebuilt our CRM workflows and nurture sequences so no enquiry waits more than a few minutes, and our team gets an alert the moment a hot lead comes in. Consultations more than doubled in the first month, and I finally trust the numbers on our dashboard.',
      author: 'Dana Okafor',
      position: 'Managing Partner',
      company: 'Harbor & Vale Law',
      image: '/media/avatars/dana-okafor.svg',
    },
    {
      rating: 5,
      text: "Before them I'd been through two agencies and a full-time hire, and all I had to show for it was a pile of reports. What we got here was real marketing leadership: a clear 90-day roadmap, personalized follow-up across every channel, and someone willing to say no to the noise. For the first time, growth feels planned instead of lucky.",
      author: 'Priya Shah',
      position: 'Owner',
      company: 'Cedar Point Dental Group',
      image: '/media/avatars/priya-shah.svg',
    },
  ],
  caseStudiesLink: { label: 'View all case studies', href: '#case-studies' },
} satisfies SectionCopy;

const counters = {
  stats: [
    { value: 150, suffix: 'M+', label: 'Revenue Influenced' },
    { value: 47, suffix: '+', label: 'Businesses Served' },
    { value: 90, suffix: '%', label: 'Client Retention' },
    { value: 80, suffix: '%+', label: 'Clients Renew or Refer' },
  ],
} satisfies StatCountersProps;

/** Shown only when site.flags.homeCalendar is on (it is off on the home page). */
const freeSession = {
  eyebrow: 'Free strategy session',
  title: 'See exactly where your growth is leaking',
  text: 'In one free session we trace your path from first click to signed client and show you what to install first. You leave with a plan, whether or not we work together.',
  points: [
    'A straight read on your funnel, follow-up and CRM',
    'The first fixes to make, ranked by impact',
    'No obligation and no hard sell',
  ],
  calendar: {
    title: 'Booking calendar: pick a time for your free strategy session',
    fallbackIntro: 'Trouble loading the calendar?',
    fallbackLabel: 'Book on our booking page',
    unavailableMessage:
      'Calendar not showing? Your browser or network may be blocking it. You can pick a time on our booking page instead.',
  },
} satisfies FreeSessionCopy;

export const socialProof = { section, counters, freeSession };

const file = 'src/content/home/socialProof.ts';
checkContent(
  file,
  'section.testimonials',
  z.array(testimonialSchema).length(3),
  section.testimonials,
);
checkContent(file, 'counters.stats', z.array(statisticSchema).length(4), counters.stats);
