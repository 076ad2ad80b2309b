import { Menu, X } from 'lucide-react';
import { useId } from 'react';
import { navHref } from '../../lib/navHref';
import type { SiteCopy } from '../../schemas/siteCopy';
import { BookCallButton, type BookingLink } from '../site/BookCallButton';
import { Logo } from '../site/Logo';

export interface SiteHeaderProps {
  brandName: string;
  booking: BookingLink;
  /** The header's words and links (src/content/site.yaml). */
  copy: SiteCopy['header'];
  /** On the home page anchors stay in place; elsewhere they lead to '/#anchor'. */
  onHome: boolean;
}

/**
 * The fixed header: transparent at the top, solid and blurred once the page scrolls, with a menu
 * button on a phone. Drawn at build only, closed and transparent: its behaviour is a small script,
 * src/components/header/siteHeader.ts (started by PageBehaviours.astro at the end of the page), bound to the
 * data attributes here. Without JavaScript (the `no-js` variants) the button is hidden and the
 * menu's links are shown as a row.
 */
export function SiteHeader({ brandName, booking, copy, onHome }: SiteHeaderProps) {
  const menuId = useId();
  const items = copy.links.map((link) => ({ ...link, href: navHref(link.target, onHome) }));

  return (
    <header
      data-site-header=""
      data-state="transparent"
      className="group/header fixed inset-x-0 top-0 z-50 no-js:sticky no-js:bg-ink-950/95 border-b border-transparent"
    >
      {/* The solid look (tint, blur, rule) fades in as one layer's opacity, which the compositor
          animates: fading the header's own colour and blur repainted it every frame on the main
          thread, and a tap in those 300 ms waited about 80 ms longer at 4x. It covers the bar
          only: the open phone menu under it is opaque, as a blur behind the whole menu was redrawn
          each time the hero's particles moved (most of a core in Chromium without a GPU). */}
      <div
        aria-hidden="true"
        className="absolute inset-x-0 top-0 -z-10 h-[calc(--spacing(18)+1px)] border-b border-line bg-ink-950/80 opacity-0 backdrop-blur-xl transition-opacity duration-300 group-data-[state=solid]/header:opacity-100 motion-reduce:transition-none"
      />
      {/* Two equal outer columns hold the links at the page's centre whether or not the button
          after them has arrived yet: as a row spaced between, they sat at the right edge until
          it came, then jumped (a page still arriving on a slow CPU draws what it has). */}
      <div className="container-page grid h-18 grid-cols-[1fr_auto_1fr] items-center justify-items-start gap-4 lg:gap-6">
        <Logo brandName={brandName} srSuffix={copy.homeLabel} />
        <nav aria-label={copy.primaryNavLabel} className="hidden md:block">
          <ul className="flex items-center gap-1">
            {items.map((link) => (
              <li key={link.target}>
                <a
                  href={link.href}
                  className="rounded-pill px-3 py-2 text-sm font-medium text-muted transition-colors hover:bg-white/5 hover:text-paper lg:px-4"
                >
                  {link.label}
                </a>
              </li>
            ))}
          </ul>
        </nav>
        <div className="col-start-3 flex items-center gap-2 justify-self-end">
          <div className="hidden sm:block">
            <BookCallButton booking={booking} />
          </div>
          {/* The script names it by these words as it opens and closes; CSS swaps the icons. */}
          <button
            type="button"
            aria-expanded={false}
            aria-controls={menuId}
            data-menu-button=""
            data-open-label={copy.openMenu}
            data-close-label={copy.closeMenu}
            className="group inline-flex size-11 items-center justify-center rounded-xl border border-line-strong bg-white/5 text-paper md:hidden no-js:hidden!"
          >
            <Menu aria-hidden="true" className="size-5 group-aria-expanded:hidden" />
            <X aria-hidden="true" className="hidden size-5 group-aria-expanded:block" />
            <span data-menu-label="" className="sr-only">
              {copy.openMenu}
            </span>
          </button>
        </div>
      </div>
      <nav
        id={menuId}
        aria-label={copy.menuNavLabel}
        data-state="closed"
        className="hidden border-t border-line bg-ink-950 data-[state=open]:block data-[state=open]:border-b no-js:block md:hidden!"
      >
        <ul className="container-page flex flex-col gap-1 py-4 no-js:flex-row no-js:flex-wrap no-js:py-2">
          {items.map((link) => (
            <li key={link.target}>
              <a
                href={link.href}
                className="block rounded-xl px-3 py-3 text-base font-medium text-paper hover:bg-white/5 no-js:py-2 no-js:text-sm"
              >
                {link.label}
              </a>
            </li>
          ))}
          <li className="pt-2 sm:hidden no-js:pt-0">
            <BookCallButton booking={booking} className="w-full" />
          </li>
        </ul>
      </nav>
    </header>
  );
}
