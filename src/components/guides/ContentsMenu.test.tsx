import { act, fireEvent, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { ContentsMenu } from './ContentsMenu';
import { GuideContents } from './GuideContents';

const entries = [
  { id: 'intro', title: 'Start here' },
  { id: 'prices', title: 'What it costs' },
  { id: 'questions', title: 'Questions' },
];
const labels = { button: 'Sections', nav: 'Guide sections', close: 'Hide sections' };

/** The page the menu works on: three sections, the reader in the first, past the contents. */
function page() {
  document.body.innerHTML = `
    <h2 id="intro">Start here</h2><h2 id="prices">What it costs</h2><h2 id="questions">Questions</h2>`;
  const container = document.body.appendChild(document.createElement('div'));
  render(<ContentsMenu entries={entries} activeId="intro" past={true} labels={labels} />, {
    container,
  });
}

const menuButton = () => screen.getByRole('button', { name: 'Sections' });

describe('ContentsMenu', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  it('offers nothing in the server HTML: without script the list at the top is the contents', () => {
    const html = renderToString(
      <GuideContents id="top" heading="On this page" entries={entries} menuLabels={labels} />,
    );
    expect(html).toContain('href="#prices"');
    expect(html).not.toContain('<button');
  });

  it('once past, names the section being read beside a button that controls the menu', () => {
    page();
    expect(screen.getByText('Start here', { selector: 'p' })).toBeInTheDocument();
    const button = menuButton();
    expect(button).toHaveAttribute('aria-expanded', 'false');
    const menu = document.getElementById(button.getAttribute('aria-controls') ?? '');
    expect(menu).not.toBeVisible();
  });

  it('opens with focus on the first entry and marks the section being read', async () => {
    const user = userEvent.setup();
    page();
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Guide sections' });
    expect(within(menu).getByRole('link', { name: /Start here/ })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: /Start here/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
  });

  it('a tap outside closes it without moving focus', async () => {
    const user = userEvent.setup();
    page();
    await user.click(menuButton());
    act(() => {
      fireEvent.pointerDown(document.getElementById('questions') as HTMLElement);
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
