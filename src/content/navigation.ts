/** Links shared by the header and the footer. A target starting with '#' is a home-page anchor. */
export interface NavLink {
  label: string;
  target: string;
}

export const headerLinks = [
  { label: 'Process', target: '#process' },
  { label: 'Results', target: '#results' },
  { label: 'FAQ', target: '#faq' },
  { label: 'Resources', target: '/resources' },
] satisfies NavLink[];

export const footerLinks = [
  { label: 'Our Process', target: '#process' },
  { label: 'Client Results', target: '#results' },
  { label: 'Resources', target: '/resources' },
  { label: 'FAQ', target: '#faq' },
  { label: 'Book a Call', target: '#book' },
] satisfies NavLink[];

export const bookCallLabel = 'Book a Strategy Call';
export const newTabNote = '(opens in a new tab)';

export const headerCopy = {
  homeLabel: 'home',
  primaryNavLabel: 'Primary',
  menuNavLabel: 'Menu',
  openMenu: 'Open menu',
  closeMenu: 'Close menu',
  skipLink: 'Skip to content',
};

export const footerCopy = {
  quickLinksHeading: 'Quick links',
  contactHeading: 'Talk to us',
  ctaHeading: 'Ready when you are',
  ctaText: 'One call. A clear read on what is holding your growth back, and what to install first.',
  rights: 'All rights reserved.',
  privacy: 'Privacy Policy',
  terms: 'Terms of Service',
};
