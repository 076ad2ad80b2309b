import { Mail } from 'lucide-react';
import { navHref } from '../../lib/navHref';
import type { SiteCopy } from '../../schemas/siteCopy';
import { BookCallButton, type BookingLink } from './BookCallButton';
import { Logo } from './Logo';

export interface SiteFooterProps {
  brandName: string;
  tagline: string;
  email: string;
  booking: BookingLink;
  /** The footer's words and links (src/content/site.yaml). */
  copy: SiteCopy['footer'];
  /** Read after the brand name on the logo link. */
  homeLabel: string;
  onHome: boolean;
  privacyPolicyUrl: string;
  termsOfServiceUrl: string;
  /**
   * The label of the link that reopens the measurement choice ('Cookie settings'); given only when
   * the site measures with a provider that asks (src/analytics/ConsentBanner.tsx).
   */
  cookieSettings?: string | undefined;
  /** The year in the copyright line: the build's; BaseLayout's inline script corrects it to the visitor's. */
  year: number;
}

/** The footer every page shares: brand, contact, quick links, the call to action and legal links. */
export function SiteFooter(props: SiteFooterProps) {
  const { brandName, tagline, email, booking, copy, homeLabel, onHome, year } = props;
  return (
    <footer className="relative border-t border-line bg-ink-950">
      <div className="container-page grid gap-12 py-16 md:grid-cols-[1.4fr_1fr_1.2fr] md:py-20">
        <div className="space-y-5">
          <Logo brandName={brandName} srSuffix={homeLabel} />
          <p className="max-w-xs text-sm leading-relaxed text-muted">{tagline}</p>
          <div>
            <h2 className="mb-2 font-sans text-xs font-semibold tracking-[0.18em] text-subtle uppercase">
              {copy.contactHeading}
            </h2>
            <a
              href={`mailto:${email}`}
              className="inline-flex items-center gap-2 text-sm font-medium text-paper underline-offset-4 hover:text-mint-300 hover:underline"
            >
              <Mail aria-hidden="true" className="size-4 text-mint-400" />
              {email}
            </a>
          </div>
        </div>
        <nav aria-labelledby="footer-quick-links">
          <h2
            id="footer-quick-links"
            className="mb-4 font-sans text-xs font-semibold tracking-[0.18em] text-subtle uppercase"
          >
            {copy.quickLinksHeading}
          </h2>
          <ul className="grid grid-cols-2 gap-x-6 gap-y-3 md:grid-cols-1">
            {copy.links.map((link) => (
              <li key={link.target}>
                <a
                  href={navHref(link.target, onHome)}
                  className="text-sm text-muted transition-colors hover:text-paper"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="rounded-card border border-line bg-ink-900 p-6 shadow-card">
          <h2 className="font-display text-xl font-semibold">{copy.ctaHeading}</h2>
          <p className="mt-2 mb-5 text-sm leading-relaxed text-muted">{copy.ctaText}</p>
          <BookCallButton booking={booking} />
        </div>
      </div>
      <div className="border-t border-line">
        <div className="container-page flex flex-col gap-3 py-6 text-xs text-subtle sm:flex-row sm:items-center sm:justify-between">
          <p>
            © <span data-current-year>{year}</span> {brandName}. {copy.rights}
          </p>
          <ul className="flex gap-6">
            <li>
              <a href={props.privacyPolicyUrl} className="hover:text-paper">
                {copy.privacy}
              </a>
            </li>
            <li>
              <a href={props.termsOfServiceUrl} className="hover:text-paper">
                {copy.terms}
              </a>
            </li>
            {props.cookieSettings ? (
              <li className="no-js:hidden">
                <button
                  type="button"
                  data-cookie-settings=""
                  className="cursor-pointer hover:text-paper"
                >
                  {props.cookieSettings}
                </button>
              </li>
            ) : null}
          </ul>
        </div>
      </div>
    </footer>
  );
}
