import type { HeroProps } from '../../components/home/Hero';

export const heroCopy = {
  badge: '7 & 8-Figure BIZS',
  headlineLead: 'If your offer is undeniable,',
  headlineEmphasis: "we'll make your growth inevitable.",
  subtext:
    'We install AI-accelerated growth systems and senior marketing leadership in founder-led service businesses: lead scoring, voice agents that book calls, nurture that never sleeps. Performance often doubles within 30 days, without raising ad spend.',
  availability: 'Limited Availability',
  availabilityNote: 'We onboard a handful of new clients each quarter.',
  proofPoints: ['$1M-$20M service businesses', '10+ team members', 'Results in 60-90 days'],
} satisfies Omit<HeroProps, 'booking' | 'background'>;
