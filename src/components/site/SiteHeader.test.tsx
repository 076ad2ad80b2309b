import { act, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { booking, siteCopy } from '../../test/homeFixture';
import { SiteHeader } from './SiteHeader';

const renderHeader = (onHome = true) =>
  render(<SiteHeader brandName="Acme" booking={booking} copy={siteCopy.header} onHome={onHome} />);

const scrollTo = (y: number) =>
  act(() => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
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
    const button = screen.getByRole('button', { name: 'Show links' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toHaveAttribute('data-state', 'closed');
    await user.click(button);
    expect(button).toHaveAccessibleName('Hide links');
    expect(button).toHaveAttribute('aria-expanded', 'true');
    expect(menu).toHaveAttribute('data-state', 'open');
    await user.click(button);
    expect(button).toHaveAccessibleName('Show links');
  });

  it('closes the menu when a link in it is chosen', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Show links' }));
    const menu = screen.getByRole('navigation', { name: 'Drawer' });
    await user.click(within(menu).getByRole('link', { name: 'Wins' }));
    expect(screen.getByRole('button', { name: 'Show links' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    renderHeader();
    await user.click(screen.getByRole('button', { name: 'Show links' }));
    within(screen.getByRole('navigation', { name: 'Drawer' }))
      .getByRole('link', { name: 'Steps' })
      .focus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Show links' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('points anchors at the home page when shown elsewhere', () => {
    renderHeader(false);
    const nav = screen.getByRole('navigation', { name: 'Main' });
    expect(within(nav).getByRole('link', { name: 'Steps' })).toHaveAttribute('href', '/#process');
    expect(within(nav).getByRole('link', { name: 'Library' })).toHaveAttribute(
      'href',
      '/resources',
    );
  });

  it('opens the booking page in a new tab and says so', () => {
    renderHeader();
    const links = screen.getAllByRole('link', {
      name: 'Book a Call Now (new tab)',
    });
    for (const link of links) {
      expect(link).toHaveAttribute('href', booking.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});
