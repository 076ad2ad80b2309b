import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { headerLinks } from '../../content/navigation';
import { SiteHeader } from './SiteHeader';

const renderHeader = (onHome = true) =>
  render(
    <SiteHeader
      brandName="Acme"
      booking={{
        href: 'https://book.test/',
        label: 'Book a Strategy Call',
        newTabNote: '(opens in a new tab)',
      }}
      links={headerLinks}
      onHome={onHome}
    />,
  );

const scrollTo = (y: number) =>
  act(() => {
    window.scrollY = y;
    window.dispatchEvent(new Event('scroll'));
  });

describe('SiteHeader', () => {
  afterEach(() => scrollTo(0));

  it('starts transparent and turns solid only past 10 px of scroll', () => {
    renderHeader();
    const header = screen.getByRole('banner');
    expect(header).toHaveAttribute('data-state', 'transparent');
    scrollTo(10);
    expect(header).toHaveAttribute('data-state', 'transparent');
    scrollTo(11);
    expect(header).toHaveAttribute('data-state', 'solid');
    scrollTo(0);
    expect(header).toHaveAttribute('data-state', 'transparent');
  });

  it('toggles the menu with one button whose name and state follow it', async () => {
    const user = userEvent.setup();
    renderHeader();
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('data-state', 'closed');
    await user.click(button);
    expect(button).toHaveAccessibleName('Close menu');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-state', 'open');
    await user.click(button);
    expect(button).toHaveAccessibleName('Open menu');
  });

  it('closes the menu when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    const menu = screen.getByRole('navigation', { name: 'Menu' });
    await user.click(within(menu).getByRole('link', { name: 'Results' }));
    expect(screen.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Open menu' }));
    within(screen.getByRole('navigation', { name: 'Menu' }))
      .getByRole('link', { name: 'FAQ' })
      .focus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Open menu' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('points anchors at the home page when shown elsewhere', () => {
    renderHeader(false);
    const nav = screen.getByRole('navigation', { name: 'Primary' });
    expect(within(nav).getByRole('link', { name: 'Process' })).toHaveAttribute('href', '/#process');
    expect(within(nav).getByRole('link', { name: 'Resources' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('opens the booking page in a new tab and says so', () => {
    renderHeader();
    const links = screen.getAllByRole('link', {
      name: 'Book a Strategy Call (opens in a new tab)',
    });
    for (const link of links) {
      expect(link).toHaveAttribute('href', 'https://book.test/');
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
