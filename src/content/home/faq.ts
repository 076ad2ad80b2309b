import { z } from 'zod';
import type { ChatEntryProps } from '../../components/home/ChatEntry';
import type { IdealClientSectionProps } from '../../components/home/IdealClientSection';
import { checkContent } from '../../lib/checkContent';
import { bookCallLabel } from '../navigation';
import type { FaqItem } from '../types';
import { faqItemSchema } from '../types';

/** The #faq section: who we work best with, the FAQ heading, the notice and the booking block. */
export const idealClientCopy = {
  intro: {
    eyebrow: 'Who we work with',
    title: 'Built for founders ready to scale what already works',
    lead: 'We take on a small number of clients at a time, so we choose carefully. Our systems pay back fastest in businesses like these.',
  },
  criteria: [
    {
      label: 'Founder-led service business with a proven offer',
      detail: 'Clients already buy, stay and refer. We amplify what works; we do not invent it.',
    },
    {
      label: '10+ team members',
      detail: 'Big enough that a slow follow-up or a manual hand-off costs real money every week.',
    },
    {
      label: '$1M-$20M annual revenue',
      detail: 'Past the early grind, with the margin to invest in growth that compounds.',
    },
    {
      label: 'Ready to invest in systems, not hacks',
      detail:
        'You want infrastructure that keeps producing, not another tactic that fades by Friday.',
    },
    {
      label: 'Willing to move fast and implement',
      detail: 'Decisions in days, not quarters. Speed is the advantage we install.',
    },
  ],
  faqIntro: {
    eyebrow: 'FAQ',
    title: 'Questions founders ask before they book',
    lead: 'Straight answers on timing, budget and how we work together.',
  },
  notice: {
    title: 'This site is still evolving',
    text: 'We are adding guides, case studies and tools as we build. Have a question in the meantime? Write to {email} and a strategist will answer.',
  },
  booking: {
    eyebrow: 'Your next step',
    heading: 'Ready to make your growth inevitable?',
    text: 'Book a strategy call. We will look at your offer, your pipeline and your numbers, and show you which system to install first.',
    buttonLabel: bookCallLabel,
    note: 'Limited availability. No obligation.',
  },
} satisfies Omit<IdealClientSectionProps, 'email' | 'bookingLink' | 'children' | 'chat'>;

/** The six questions of the home page accordion; the page also publishes them as FAQPage data. */
export const faqItems = [
  {
    question: 'How quickly will we see results?',
    answer:
      'Most clients see measurable results within 60-90 days: faster follow-up, more booked calls and a cleaner pipeline. The impact on revenue typically shows within 3-6 months, as the systems compound.',
  },
  {
    question: 'Do we need to raise our ad spend?',
    answer:
      'Usually not. Most businesses already pay for more leads than they convert. We fix speed to lead, follow-up and qualification first, and performance often doubles within 30 days without raising ad spend.',
  },
  {
    question: 'What does working together look like?',
    answer:
      'We start with a 90-day roadmap: research, diagnosis and the first systems installed, with clear owners and milestones. After that we plan quarter by quarter, review the numbers together and decide what to build next.',
  },
  {
    question: 'What exactly do you install?',
    answer:
      'Whatever your pipeline is missing: lead scoring, AI voice agents that book calls, nurture sequences, CRM workflows and personalization, led by senior marketing leadership rather than a rotating account team.',
  },
  {
    question: 'How quickly do you reply when we need you?',
    answer:
      'You work directly with the people doing the work, and you can expect a reply within a few hours.',
  },
  {
    question: 'Do you work with businesses outside the ideal profile?',
    answer:
      'Sometimes. The profile describes where our systems pay back fastest, not a hard rule. If you are close, say a smaller team with a proven offer, book a call and we will tell you honestly whether we are the right fit.',
  },
] satisfies FaqItem[];

/** The chat entry inside the notice. */
export const chatEntryLabels = {
  label: 'Chat with us',
  replyNote: 'We reply within a few hours.',
  loadingNote: 'Opening the chat…',
  readyNote: 'The chat is open in the corner of your screen.',
  failedNote: 'The chat could not load, so we opened an e-mail to us instead.',
} satisfies ChatEntryProps['labels'];

const file = 'src/content/home/faq.ts';
checkContent(file, 'faqItems', z.array(faqItemSchema).length(6), faqItems);
checkContent(
  file,
  'idealClientCopy.criteria',
  z
    .array(z.object({ label: z.string().trim().min(1), detail: z.string().trim().min(1) }))
    .length(5),
  idealClientCopy.criteria,
);
