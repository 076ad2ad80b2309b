import { act, render, screen, within } from '@testing-library/react';
import { GuideContents } from './GuideContents';

const entries = [
  { id: 'intro', title: 'Start here' },
  { id: 'prices', title: 'What it costs' },
];
const menuLabels = { button: 'Sections', nav: 'Guide sections', close: 'Hide sections' };

/** Places the two headings and the contents list, then lets the scroll-spy measure. */
async function scrollTo({ list, intro, prices }: { list: number; intro: number; prices: number }) {
  const place = (id: string, top: number) => {
    (document.getElementById(id) as HTMLElement).getBoundingClientRect = () =>
      ({ top, bottom: top + 300 }) as DOMRect;
  };
  place('top-list', list - 300);
  place('intro', intro);
  place('prices', prices);
  await act(async () => {
    window.dispatchEvent(new Event('scroll'));
    await new Promise((resolve) => setTimeout(resolve, 50));
  });
}

describe('GuideContents', () => {
  beforeEach(() => {
    document.body.innerHTML = '<h2 id="intro">Start here</h2><h2 id="prices">What it costs</h2>';
    Object.defineProperty(document.documentElement, 'scrollHeight', {
      configurable: true,
      value: 9000,
    });
    const container = document.body.appendChild(document.createElement('div'));
    render(
      <GuideContents
        id="top-list"
        heading="On this page"
        entries={entries}
        menuLabels={menuLabels}
      />,
      { container },
    );
  });

  it('marks the section being read as the reader scrolls, and offers the phone bar once past', async () => {
    const list = screen.getByRole('navigation', { name: 'On this page' });
    await scrollTo({ list: 600, intro: 900, prices: 2000 });
    expect(within(list).queryByRole('link', { current: 'location' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Sections' })).toBeNull();
    await scrollTo({ list: -100, intro: 100, prices: 1200 });
    expect(within(list).getByRole('link', { current: 'location' })).toHaveTextContent('Start here');
    expect(screen.getByRole('button', { name: 'Sections' })).toBeInTheDocument();
    await scrollTo({ list: -1500, intro: -1100, prices: 120 });
    expect(within(list).getByRole('link', { current: 'location' })).toHaveTextContent(
      'What it costs',
    );
  });
});
