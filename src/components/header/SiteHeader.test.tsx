import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { booking, siteCopy } from '../../test/homeFixture';
import { SiteHeader } from './SiteHeader';
import { bindSiteHeader } from './siteHeader';

/** The header as the build writes it: HTML only, no React on the page. */
const drawHeader = (onHome = true) => {
  document.body.innerHTML = renderToString(
    <SiteHeader brandName="Acme" booking={booking} copy={siteCopy.header} onHome={onHome} />,
  );
  return screen.getByRole('banner');
};

let unbind = () => {};
/** The header as a visitor gets it: the build's HTML with the page's script bound to it. */
const liveHeader = () => {
  const header = drawHeader();
  unbind = bindSiteHeader(header);
  return header;
};

const scrollTo = (y: number) => {
  Object.defineProperty(window, 'scrollY', { configurable: true, value: y });
  window.dispatchEvent(new Event('scroll'));
};

afterEach(() => {
  unbind();
  unbind = () => {};
  Object.defineProperty(window, 'scrollY', { configurable: true, value: 0 });
  document.body.innerHTML = '';
});

describe('SiteHeader as built', () => {
  it('is drawn transparent with its menu closed, the button naming the menu it opens', () => {
    const header = drawHeader();
    expect(header).toHaveAttribute('data-state', 'transparent');
    const button = screen.getByRole('button', { name: 'Show links' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).toBe(screen.getByRole('navigation', { name: 'Drawer' }));
    expect(menu).toHaveAttribute('data-state', 'closed');
  });

  it('opens the booking page in a new tab and says so', () => {
    drawHeader();
    const links = screen.getAllByRole('link', {
      name: 'Book a Call Now (new tab)',
    });
    expect(links).toHaveLength(2);
    for (const link of links) {
      expect(link).toHaveAttribute('href', booking.href);
      expect(link).toHaveAttribute('target', '_blank');
      expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    }
  });
});

describe('SiteHeader with its script', () => {
  it('is solid from the start on a page opened part way down', () => {
    Object.defineProperty(window, 'scrollY', { configurable: true, value: 800 });
    expect(liveHeader()).toHaveAttribute('data-state', 'solid');
  });

  it('stays solid when the menu closes on a scrolled page', async () => {
    const user = userEvent.setup();
    const header = liveHeader();
    scrollTo(300);
    const button = screen.getByRole('button', { name: 'Show links' });
    await user.click(button);
    await user.click(button);
    expect(header).toHaveAttribute('data-state', 'solid');
  });

  it('closes the menu when a link in it is chosen, the booking link too', async () => {
    const user = userEvent.setup();
    liveHeader();
    const button = screen.getByRole('button', { name: 'Show links' });
    const menu = screen.getByRole('navigation', { name: 'Drawer' });
    await user.click(button);
    await user.click(within(menu).getByRole('link', { name: 'Wins' }));
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(menu).toHaveAttribute('data-state', 'closed');
    await user.click(button);
    const book = within(menu).getByRole('link', { name: 'Book a Call Now (new tab)' });
    // The new tab is the browser's business; here only the menu's answer matters.
    book.addEventListener('click', (event) => event.preventDefault());
    await user.click(book);
    expect(menu).toHaveAttribute('data-state', 'closed');
  });

  it('leaves the menu open when the visitor clicks inside it but not on a link', async () => {
    const user = userEvent.setup();
    liveHeader();
    await user.click(screen.getByRole('button', { name: 'Show links' }));
    const menu = screen.getByRole('navigation', { name: 'Drawer' });
    await user.click(menu);
    expect(menu).toHaveAttribute('data-state', 'open');
  });

  it('closes on Escape and returns focus to the menu button', async () => {
    const user = userEvent.setup();
    liveHeader();
    await user.click(screen.getByRole('button', { name: 'Show links' }));
    within(screen.getByRole('navigation', { name: 'Drawer' }))
      .getByRole('link', { name: 'Steps' })
      .focus();
    await user.keyboard('{Escape}');
    const button = screen.getByRole('button', { name: 'Show links' });
    expect(button).toHaveAttribute('aria-expanded', 'false');
    expect(button).toHaveFocus();
  });

  it('leaves focus alone on Escape while the menu is closed', async () => {
    const user = userEvent.setup();
    liveHeader();
    const logo = screen.getByRole('link', { name: /Acme/ });
    logo.focus();
    await user.keyboard('{Escape}');
    expect(logo).toHaveFocus();
  });

  it('stops answering once unbound', async () => {
    const user = userEvent.setup();
    const header = liveHeader();
    unbind();
    scrollTo(300);
    await user.click(screen.getByRole('button', { name: 'Show links' }));
    expect(header).toHaveAttribute('data-state', 'transparent');
    expect(screen.getByRole('button', { name: 'Show links' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });
});
