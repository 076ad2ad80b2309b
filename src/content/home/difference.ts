/** Copy of the home page's 'The Undeniable Difference' section and its AI-hub diagram. */

import { z } from 'zod';
import type { AiHubDiagramProps } from '../../components/home/AiHubDiagram';
import { checkContent } from '../../lib/checkContent';
import type { DifferentiatorCard, SectionIntro } from '../types';
import { diagramNodeSchema, differentiatorCardSchema } from '../types';

export const differenceIntro = {
  eyebrow: 'Why founders switch',
  title: 'The Undeniable Difference',
  lead: 'Most agencies sell you more activity. We install a growth system that works while your team sleeps, and we lead it as if the revenue target were our own. Five reasons founders of $1M-$20M service businesses stop shopping around.',
} satisfies SectionIntro;

/**
 * The five cards, in order. `icon` names a lucide icon registered in DifferenceCards' icon map;
 * the first card also shows the AI-hub diagram below.
 */
export const differenceCards = [
  {
    number: '01',
    icon: 'BrainCircuit',
    title: 'An AI growth system, not another campaign',
    subhead: 'Every lead scored, answered and followed up in minutes, around the clock.',
    content: [
      'Campaigns end. Systems compound. We install one connected engine on top of your CRM: lead scoring that tells your team who to call first, AI voice agents that answer new enquiries and book them straight into your calendar, nurture sequences that keep warm leads warm, and personalization that speaks to where each buyer is.',
      'Your staff get an alert the moment a high-intent lead raises a hand, and the analytics show which channel, message and offer produced every booked call. Nothing falls through the cracks, because nothing depends on someone remembering to follow up.',
    ],
  },
  {
    number: '02',
    icon: 'TrendingUp',
    title: 'More from the spend you already have',
    subhead: 'Performance often doubles within 30 days, without raising your ad spend.',
    content: [
      'Most service businesses do not have a traffic problem. They have a leak: leads wait hours for a reply, go cold in an inbox or never hear back at all. We fix the leaks first, so the budget you already spend starts producing booked calls instead of forgotten form fills.',
      'That is why performance often doubles within the first 30 days, before we ask for a single extra dollar of ad spend. When we recommend scaling, it is because the numbers say the system is ready for more.',
    ],
  },
  {
    number: '03',
    icon: 'Compass',
    title: 'Marketing leadership, not another vendor',
    subhead: 'A senior operator in your corner who owns the number with you.',
    content: [
      'You do not need another supplier waiting for instructions. You need someone who sets the plan, makes the calls and holds the line. We step in as your marketing leadership: a 90-day roadmap, clear priorities, weekly decisions and a direct line to the people doing the work.',
      'You stay the founder. We run growth like operators who have sat in your chair, and we report in booked calls, pipeline and revenue, never in impressions.',
    ],
  },
  {
    number: '04',
    icon: 'Target',
    title: 'Focus that compounds',
    subhead: 'We said no to 80% of the noise, so your team can go all in on what works.',
    content: [
      'Every week brings a new platform, tactic or tool that promises to change everything. We said no to 80% of the noise. We install the handful of moves that reliably turn attention into booked calls, and make them excellent before adding anything else.',
      'For you that means fewer dashboards, fewer meetings and fewer half-finished projects: one system, one scoreboard and one set of priorities your whole team understands.',
    ],
  },
  {
    number: '05',
    icon: 'Handshake',
    title: 'Built for founder-led service businesses',
    subhead: 'Made for teams of 10+ doing $1M-$20M, where every booked call counts.',
    content: [
      'We do not work with everyone. Our systems are designed for established service businesses with ten or more people, an offer that already delivers and a founder who is tired of being the only engine of growth.',
      'Everything is built inside your CRM and around your sales process, so your team adopts it instead of working around it. The playbook comes from businesses like yours, which is why we can skip the learning curve and start on the work that moves revenue.',
    ],
  },
] satisfies DifferentiatorCard[];

/**
 * The diagram inside the first card. Positions are in a 0-100 box around the hub at 50/50; the
 * two longest labels sit at the top and bottom, where a 320 px phone leaves them the most room.
 * `colour` is 'violet' or 'mint'.
 */
export const aiHubDiagram = {
  caption:
    'One engine, six connected moves: every lead is scored, routed and followed up automatically.',
  hubLabel: 'AI Growth Engine',
  nodesLabel: 'Connected to the AI Growth Engine',
  nodes: [
    { id: 'crm-data', label: 'CRM Data', x: 17, y: 30, colour: 'violet' },
    { id: 'staff-alerts', label: 'Staff Alerts', x: 83, y: 30, colour: 'mint' },
    { id: 'analytics', label: 'Analytics', x: 83, y: 70, colour: 'violet' },
    { id: 'nurture-sequences', label: 'Nurture Sequences', x: 50, y: 89, colour: 'mint' },
    { id: 'lead-scoring', label: 'Lead Scoring', x: 17, y: 70, colour: 'mint' },
    { id: 'personalization', label: 'Personalization', x: 50, y: 11, colour: 'violet' },
  ],
} satisfies AiHubDiagramProps;

const file = 'src/content/home/difference.ts';
checkContent(file, 'differenceCards', z.array(differentiatorCardSchema).length(5), differenceCards);
checkContent(file, 'aiHubDiagram.nodes', z.array(diagramNodeSchema).length(6), aiHubDiagram.nodes);
