import { z } from 'zod';
import type { ProcessCardsProps } from '../../components/home/ProcessCards';
import type { ProcessSectionProps } from '../../components/home/ProcessSection';
import { checkContent } from '../../lib/checkContent';
import { processPhaseSchema } from '../types';

/** The process section's frame: heading and the closing call to action. */
export const processSectionCopy = {
  intro: {
    eyebrow: 'Our Process',
    title: 'Five phases from guesswork to a growth system',
    lead: 'Every engagement starts with a 90-day roadmap, then moves to quarterly planning. You see what we install, why we install it and what it returns, phase by phase.',
  },
  closing: {
    title: 'Your 90-day roadmap starts with one call.',
    text: "We'll find the constraint capping your growth and tell you straight whether we're the right team to remove it.",
    cta: 'Book Your Strategy Call',
    availability: 'Limited Availability',
  },
} satisfies Omit<ProcessSectionProps, 'booking' | 'children'>;

/** The five cards, their labels and the RESEARCH card's diagram. */
export const processCardsCopy = {
  phases: [
    {
      title: 'RESEARCH',
      subtitle: 'Learn how your buyers really decide',
      description:
        "We interview your best customers, pull apart your competitors' offers and trace every number in your funnel, from first click to signed contract. You see who buys, why they buy and where revenue leaks today.",
      deliverables: [
        'Buyer and buying-trigger map built from real customer calls',
        "Teardown of your top competitors' offers and positioning",
        'Full-funnel audit: traffic, conversion, speed-to-lead, close rate',
        'A baseline scorecard every later phase is measured against',
      ],
    },
    {
      title: 'DIAGNOSE',
      subtitle: 'Find the one constraint capping growth',
      description:
        'Most growth problems are one bottleneck wearing five disguises. We rank every leak by revenue impact and effort, then turn the findings into a 90-day roadmap your leadership team can read in ten minutes.',
      deliverables: [
        'Bottlenecks ranked by revenue impact and effort',
        'Your 90-day growth roadmap with owners and milestones',
        'Offer and messaging fixes to make the offer undeniable',
        'KPI targets agreed before anything is built',
      ],
    },
    {
      title: 'INSTALL',
      subtitle: 'Build the growth engine into your stack',
      description:
        'We build inside the tools you already pay for wherever we can: CRM workflows, lead scoring, nurture sequences and AI voice agents that call new leads within minutes and book them straight onto your calendar.',
      deliverables: [
        'CRM pipelines and workflows, cleaned up and automated',
        'Lead scoring so your team works the hottest leads first',
        'Email and SMS nurture sequences for every stage of the pipeline',
        'An AI voice agent that qualifies and books calls around the clock',
        'Staff alerts and dashboards wired to your KPIs',
      ],
    },
    {
      title: 'DEPLOY',
      subtitle: 'Go live, measure, tighten',
      description:
        'We launch in controlled stages, test against the baseline and tune scripts, sequences and scoring every week. Most clients see measurable results within 60-90 days, without raising ad spend.',
      deliverables: [
        'Staged launch with QA on every automation before it touches a lead',
        'Weekly optimization of scripts, sequences and scoring',
        'A live view of booked calls, pipeline and cost per acquisition',
        'Team training and documented playbooks your staff actually use',
      ],
    },
    {
      title: 'SCALE',
      subtitle: 'Compound what works, quarter after quarter',
      description:
        'Once the engine runs, we move to quarterly planning: more budget behind the channels that pay, personalization and new offers layered in, and senior marketing leadership without a full-time executive salary.',
      deliverables: [
        'Quarterly growth planning and a refreshed roadmap',
        'New channel and offer experiments, each scored on return',
        'Personalization across ads, emails and follow-up',
        'Fractional marketing leadership in your leadership meetings',
      ],
    },
  ],
  labels: {
    seeMore: 'See More',
    seeLess: 'See Less',
    about: 'about',
    whatYouGet: 'What you get',
    learnMore: 'Learn More',
    loadingDiagram: 'Loading diagram...',
    diagramUnavailable: 'The diagram could not load; the research steps are described above.',
  },
  diagram: {
    title: 'How research turns into insight',
    description:
      'Market data, competitor offers, customer calls and funnel numbers all flow into one growth insight.',
    inputs: ['Market', 'Competitors', 'Customer calls', 'Funnel data'],
    output: 'Growth insight',
  },
} satisfies Omit<ProcessCardsProps, 'booking'>;

checkContent(
  'src/content/home/process.ts',
  'processCardsCopy.phases',
  z.array(processPhaseSchema).length(5),
  processCardsCopy.phases,
);
