import type { ReactNode } from 'react';

export interface ButtonLinkProps {
  href: string;
  children: ReactNode;
  variant?: 'primary' | 'secondary' | 'ghost';
  size?: 'md' | 'lg';
  /** Opens in a new tab, shows an arrow and reads `newTabNote` to screen readers. */
  external?: boolean;
  /** Said after the label when the link opens a new tab: '(opens in a new tab)'. */
  newTabNote?: string | undefined;
  className?: string;
  onClick?: () => void;
  /** A link to the booking page: the visitor's campaign parameters get carried onto it. */
  booking?: boolean;
}

const variants = {
  primary:
    'bg-gradient-to-r from-violet-600 to-violet-700 text-white shadow-button hover:from-violet-500 hover:to-violet-600',
  secondary:
    'border border-line-strong bg-white/5 text-paper hover:border-violet-400 hover:bg-white/10',
  ghost: 'text-paper hover:text-mint-300',
};
const sizes = { md: 'px-5 py-2.5 text-sm', lg: 'px-7 py-4 text-base' };

/** A link styled as a button: every call to action on the site is one of these. */
export function ButtonLink({
  href,
  children,
  variant = 'primary',
  size = 'md',
  external = false,
  newTabNote,
  className = '',
  onClick,
  booking = false,
}: ButtonLinkProps) {
  return (
    <a
      href={href}
      onClick={onClick}
      {...(booking ? { 'data-booking': '' } : {})}
      {...(external ? { target: '_blank', rel: 'noopener noreferrer' } : {})}
      className={`inline-flex max-w-full items-center justify-center gap-2 text-center sm:whitespace-nowrap rounded-pill font-semibold transition duration-200 hover:-translate-y-0.5 motion-reduce:transition-none motion-reduce:hover:translate-y-0 ${variants[variant]} ${sizes[size]} ${className}`}
    >
      {children}
      {external ? (
        <>
          <span aria-hidden="true" className="icon-arrow-up-right size-4 shrink-0" />
          {newTabNote ? <span className="sr-only"> {newTabNote}</span> : null}
        </>
      ) : null}
    </a>
  );
}
