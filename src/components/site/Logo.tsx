import { useId } from 'react';

export interface LogoProps {
  brandName: string;
  /** Where the logo links to; product.md: always the home page. */
  href?: string;
  /** Extra words for screen readers after the brand name, e.g. "home". */
  srSuffix?: string;
}

/** The brand mark and name, one link to the home page. */
export function Logo({ brandName, href = '/', srSuffix }: LogoProps) {
  const gradientId = useId();
  return (
    <a href={href} className="group inline-flex items-center gap-2.5 rounded-lg">
      <svg
        aria-hidden="true"
        width="34"
        height="34"
        viewBox="0 0 34 34"
        className="shrink-0 transition-transform duration-300 group-hover:-rotate-6"
      >
        <defs>
          <linearGradient id={gradientId} x1="0" y1="0" x2="1" y2="1">
            <stop offset="0" stopColor="#8b5cf6" />
            <stop offset="1" stopColor="#5ee0ad" />
          </linearGradient>
        </defs>
        <rect width="34" height="34" rx="10" fill={`url(#${gradientId})`} />
        <path
          d="M10 9v8.5a7 7 0 0 0 14 0V9"
          fill="none"
          stroke="#05081a"
          strokeWidth="3.2"
          strokeLinecap="round"
        />
        <circle cx="24" cy="9" r="2.4" fill="#05081a" />
      </svg>
      <span className="font-display text-lg font-semibold tracking-tight text-paper">
        {brandName}
        {srSuffix ? <span className="sr-only"> {srSuffix}</span> : null}
      </span>
    </a>
  );
}
