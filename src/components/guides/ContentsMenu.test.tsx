import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ContentsMenu } from './ContentsMenu';

const entries = [
  { id: 'intro', title: 'Start here' },
  { id: 'prices', title: 'What it costs' },
  { id: 'questions', title: 'Questions' },
];
const labels = { button: 'Sections', nav: 'Guide sections', close: 'Hide sections' };

/** The page the menu works on: the list at the top and the three sections. */
function page(contentsBottom: number) {
  document.body.innerHTML = `
    <nav id="top-list"></nav>
    <h2 id="intro">Start here</h2><h2 id="prices">What it costs</h2><h2 id="questions">Questions</h2>`;
  const box = (bottom: number) => ({ top: bottom - 100, bottom }) as DOMRect;
  const list = document.getElementById('top-list') as HTMLElement;
  list.getBoundingClientRect = () => box(contentsBottom);
  const scrolled: { id: string; behavior: unknown }[] = [];
  for (const [index, id] of ['intro', 'prices', 'questions'].entries()) {
    const heading = document.getElementById(id) as HTMLElement;
    heading.getBoundingClientRect = () => box(-400 + index * 900);
    heading.scrollIntoView = (options) =>
      scrolled.push({ id, behavior: (options as ScrollIntoViewOptions).behavior });
  }
  // A long page, scrolled to somewhere in its middle.
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 5000,
  });
  const container = document.body.appendChild(document.createElement('div'));
  render(<ContentsMenu entries={entries} contentsId="top-list" labels={labels} />, { container });
  return scrolled;
}

const menuButton = () => screen.getByRole('button', { name: 'Sections' });

describe('ContentsMenu', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('offers nothing in the server HTML: without script the list at the top is the contents', () => {
    expect(
      renderToString(<ContentsMenu entries={entries} contentsId="top-list" labels={labels} />),
    ).toBe('');
  });

  it('stays out of the way until the reader has passed the contents at the top', () => {
    page(400);
    expect(screen.queryByRole('button', { name: 'Sections' })).toBeNull();
  });

  it('once past, names the section being read beside a button that controls the menu', () => {
    page(-50);
    expect(screen.getByText('Start here', { selector: 'p' })).toBeInTheDocument();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();
  });

  it('opens with focus on the first entry and marks the section being read', async () => {
    const user = userEvent.setup();
    page(-50);
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Guide sections' });
    expect(within(menu).getByRole('link', { name: /Start here/ })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: /Start here/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('Escape closes it and gives focus back to the button', async () => {
    const user = userEvent.setup();
    page(-50);
    await user.click(menuButton());
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
  });

  it('choosing an entry closes the menu and scrolls smoothly to its section', async () => {
    const user = userEvent.setup();
    const scrolled = page(-50);
    await user.click(menuButton());
    await user.click(screen.getByRole('link', { name: /What it costs/ }));
    expect(scrolled).toEqual([{ id: 'prices', behavior: 'smooth' }]);
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(document.getElementById('prices')).toHaveFocus();
    expect(window.location.hash).toBe('#prices');
  });

  it('a tap outside closes it without moving focus', async () => {
    const user = userEvent.setup();
    page(-50);
    await user.click(menuButton());
    act(() => {
      fireEvent.pointerDown(document.getElementById('questions') as HTMLElement);
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
