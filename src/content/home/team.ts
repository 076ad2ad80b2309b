import type { TeamSectionProps } from '../../components/home/TeamSection';

/** The bundled portrait illustration, used while `media.founderPhoto` in site.config is unset. */
export const defaultFounderPortrait = '/media/founder-portrait.svg';

export const teamCopy = {
  intro: {
    eyebrow: 'Who You Work With',
    title: 'Meet The Team',
  },
  story: [
    'I spent more than a decade inside founder-led service businesses, first running growth, then fixing it. The pattern never changed: a great offer, a talented team, and a marketing function stitched together from agency retainers and whatever tactic was trending that quarter.',
    'So I built the team I wished I could have hired. We said no to 80% of the noise (the vanity dashboards, the channel of the month, the forty-page reports) and kept only what moves revenue: a sharp offer, fast follow-up and systems that never forget a lead.',
    'Today we install those systems in 7- and 8-figure service businesses, then stay on as the marketing leadership that keeps them compounding.',
  ],
  founder: {
    name: 'Alex Morgan',
    role: 'Founder & Growth Architect',
    photoAlt: 'Portrait of Alex Morgan, founder',
  },
  promisesHeading: 'Three promises we keep',
  promises: [
    {
      icon: 'userMinus',
      title: "No retainers for people you don't need",
      text: 'You fund the specialists your roadmap calls for this quarter, never a bench of account managers.',
    },
    {
      icon: 'fingerprint',
      title: 'No recycled playbooks',
      text: "Every system is built from your customers, your numbers and your market, not last year's template.",
    },
    {
      icon: 'blocks',
      title: 'A modular team',
      text: 'Senior operators, from CRM architects to AI voice specialists, plug in for each phase and step back when the job is done.',
    },
  ],
  credentialsHeading: 'Operator credentials',
  credentials: [
    'Built and ran growth for a multi-location home services brand from $2M to $14M in annual revenue',
    'Influenced $150M+ in client revenue across 47+ service businesses',
    'Managed over $30M in paid media across Meta, Google and YouTube',
    'Led marketing as a fractional CMO for professional services firms in six industries',
    'Architected CRM and automation stacks handling 100,000+ leads a year',
    'Deployed AI voice agents that answer and book new leads in under a minute, around the clock',
  ],
} satisfies Omit<TeamSectionProps, 'photoSrc'>;
