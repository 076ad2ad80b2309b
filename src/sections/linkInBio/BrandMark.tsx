import { Globe } from 'lucide-react';
import type { SocialNetwork } from '../../schemas/shapes';

export interface BrandMarkProps {
  network: SocialNetwork;
  className?: string | undefined;
}

const stroke = {
  fill: 'none',
  stroke: 'currentColor',
  strokeWidth: 2,
  strokeLinecap: 'round',
  strokeLinejoin: 'round',
} as const;

/**
 * A network's mark, drawn in the same line style as the site's other icons (lucide dropped its
 * brand icons). Decorative: the link around it carries the network's name.
 */
export function BrandMark({ network, className = 'size-5' }: BrandMarkProps) {
  if (network === 'website') return <Globe aria-hidden="true" className={className} />;
  return (
    <svg
      aria-hidden="true"
      viewBox="0 0 24 24"
      width="24"
      height="24"
      className={className}
      {...stroke}
    >
      {network === 'instagram' ? (
        <>
          <rect x="2" y="2" width="20" height="20" rx="5.5" />
          <circle cx="12" cy="12" r="4.25" />
          <circle cx="17.5" cy="6.5" r="0.6" fill="currentColor" />
        </>
      ) : null}
      {network === 'linkedin' ? (
        <>
          <path d="M16 8a6 6 0 0 1 6 6v7h-4v-7a2 2 0 0 0-4 0v7h-4v-7a6 6 0 0 1 6-6z" />
          <rect x="2" y="9" width="4" height="12" />
          <circle cx="4" cy="4" r="2" />
        </>
      ) : null}
      {network === 'youtube' ? (
        <>
          <path d="M2.5 17a24 24 0 0 1 0-10 2 2 0 0 1 1.4-1.4 49.6 49.6 0 0 1 16.2 0A2 2 0 0 1 21.5 7a24 24 0 0 1 0 10 2 2 0 0 1-1.4 1.4 49.6 49.6 0 0 1-16.2 0A2 2 0 0 1 2.5 17" />
          <path d="m10 15 5-3-5-3z" />
        </>
      ) : null}
      {network === 'tiktok' ? (
        <path d="M9.5 11.5a4.25 4.25 0 1 0 4.25 4.25V2.75c.6 2.8 2.7 4.9 5.5 5.4" />
      ) : null}
    </svg>
  );
}
