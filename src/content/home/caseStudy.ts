/** Copy of the home page's video case study. The video and poster addresses live in site.config. */
import type { VideoCaseStudyCopy } from '../../components/home/VideoCaseStudy';
import { newTabNote } from '../navigation';

export const caseStudy = {
  intro: {
    eyebrow: 'Client case study',
    title: 'From stalled pipeline to 10X in 30 days',
    lead: 'Same offer, same team, same ad budget. Watch how one founder-led service business installed an AI growth system, and what changed in the first month.',
  },
  // Placeholder client: replace with the real person, role and company (with their consent).
  quote: {
    text: 'We were spending exactly what we spent the month before. The difference was that every lead got an answer in minutes, the AI agent booked calls while we slept, and my team finally knew who to call first. Thirty days in, we had 10X the booked calls and I was no longer the bottleneck.',
    author: 'Jordan Ellis',
    role: 'Founder and CEO',
    company: 'Northfield Home Services',
  },
  disclaimer:
    'Results shown are from one client and are not typical. Your results will vary: they depend on your offer, your market, your team and the effort you put in. We will tell you straight on our call whether we believe we can help.',
  videoTitle: 'Client case study: 10X in 30 days',
  unsupportedVideo: 'Your browser does not support the video tag.',
  videoLink: {
    lead: 'Video not playing?',
    label: 'Open it directly',
    newTabNote,
  },
} satisfies VideoCaseStudyCopy;
