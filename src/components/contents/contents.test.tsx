import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
import { bindContents } from './contents';
import { GuideContents } from './GuideContents';

const entries = [
  { id: 'intro', title: 'Start here' },
  { id: 'prices', title: 'What it costs' },
  { id: 'questions', title: 'Questions' },
];
const menuLabels = { button: 'Sections', nav: 'Guide sections', close: 'Hide sections' };
const markup = renderToStaticMarkup(
  <GuideContents id="top-list" heading="On this page" entries={entries} menuLabels={menuLabels} />,
);

let unbind = () => {};

/** The guide as built: its sections, then the contents; bound to the script when `bound`. */
function page(bound = true) {
  document.body.innerHTML = `<h2 id="intro">Start here</h2><h2 id="prices">What it costs</h2>
    <h2 id="questions">Questions</h2>${markup}`;
  Object.defineProperty(document.documentElement, 'scrollHeight', {
    configurable: true,
    value: 9000,
  });
  const root = document.querySelector<HTMLElement>('[data-guide-contents]') as HTMLElement;
  if (bound) unbind = bindContents(root);
}

/** Places the list and the headings, then lets the scroll-spy measure in its next frame. */
async function scrollTo(tops: { list: number; intro: number; prices: number; questions: number }) {
  const place = (id: string, top: number) => {
    (document.getElementById(id) as HTMLElement).getBoundingClientRect = () =>
      ({ top, bottom: top + 300 }) as DOMRect;
  };
  place('top-list', tops.list - 300);
  place('intro', tops.intro);
  place('prices', tops.prices);
  place('questions', tops.questions);
  window.dispatchEvent(new Event('scroll'));
  await new Promise((resolve) => requestAnimationFrame(() => setTimeout(resolve, 0)));
}

const list = () => screen.getByRole('navigation', { name: 'On this page' });
const menuButton = () => screen.getByRole('button', { name: 'Sections' });

describe('the guide contents', () => {
  afterEach(() => {
    unbind();
    document.body.innerHTML = '';
  });

  it('offers no bar or menu without script: the list at the top is the contents', () => {
    page(false);
    expect(within(list()).getByRole('link', { name: /What it costs/ })).toHaveAttribute(
      'href',
      '#prices',
    );
    expect(screen.queryByRole('button', { name: 'Sections' })).toBeNull();
    expect(screen.queryByRole('navigation', { name: 'Guide sections' })).toBeNull();
  });

  it('marks the section being read as the reader scrolls, and shows the bar once past', async () => {
    page();
    await scrollTo({ list: 600, intro: 900, prices: 2000, questions: 3000 });
    expect(within(list()).queryByRole('link', { current: 'location' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sections' })).toBeNull();
    await scrollTo({ list: -100, intro: 100, prices: 1200, questions: 2200 });
    expect(within(list()).getByRole('link', { current: 'location' })).toHaveTextContent(
      'Start here',
    );
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(screen.getByText('Start here', { selector: 'p' })).toBeVisible();
    await scrollTo({ list: -1500, intro: -1100, prices: 120, questions: 1100 });
    expect(within(list()).getByRole('link', { current: 'location' })).toHaveTextContent(
      'What it costs',
    );
    expect(screen.getByText('What it costs', { selector: 'p' })).toBeVisible();
    await scrollTo({ list: 600, intro: 900, prices: 2000, questions: 3000 });
    expect(screen.queryByRole('button', { name: 'Sections' })).toBeNull();
  });

  it('opens with focus on the first entry, the section being read marked, and closes on Escape', async () => {
    const user = userEvent.setup();
    page();
    await scrollTo({ list: -100, intro: 100, prices: 1200, questions: 2200 });
    await user.click(menuButton());
    expect(menuButton()).toHaveAttribute('aria-expanded', 'true');
    const menu = screen.getByRole('navigation', { name: 'Guide sections' });
    expect(within(menu).getByRole('link', { name: /Start here/ })).toHaveFocus();
    expect(within(menu).getByRole('link', { name: /Start here/ })).toHaveAttribute(
      'aria-current',
      'location',
    );
    await user.keyboard('{Escape}');
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    expect(screen.queryByRole('navigation', { name: 'Guide sections' })).toBeNull();
  });

  it('closes from its close button, on a tap outside, and when an entry is chosen', async () => {
    const user = userEvent.setup();
    page();
    await scrollTo({ list: -100, intro: 100, prices: 1200, questions: 2200 });
    await user.click(menuButton());
    await user.click(screen.getByRole('button', { name: 'Hide sections' }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    expect(menuButton()).toHaveFocus();
    await user.click(menuButton());
    await user.pointer({
      keys: '[MouseLeft]',
      target: document.getElementById('questions') as Element,
    });
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
    await user.click(menuButton());
    const menu = screen.getByRole('navigation', { name: 'Guide sections' });
    await user.click(within(menu).getByRole('link', { name: /Questions/ }));
    expect(menuButton()).toHaveAttribute('aria-expanded', 'false');
  });
});
