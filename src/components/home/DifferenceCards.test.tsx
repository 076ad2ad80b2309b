import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { DifferenceCards, type DifferenceCardsProps } from './DifferenceCards';

const intro = { eyebrow: 'Why us', title: 'Why teams pick us', lead: 'Three plain reasons.' };
const titles = ['We answer in minutes', 'We measure what pays', 'We plan in quarters'] as const;
const cards: DifferenceCardsProps['cards'] = [
  {
    number: '01',
    icon: 'BrainCircuit',
    title: titles[0],
    subhead: 'Speed wins deals.',
    content: ['Every enquiry gets a reply before the kettle boils.', 'Nights and weekends too.'],
  },
  {
    number: '02',
    icon: 'TrendingUp',
    title: titles[1],
    subhead: 'Revenue, not clicks.',
    content: ['Each report starts with booked calls.'],
  },
  {
    number: '03',
    icon: 'Compass',
    title: titles[2],
    subhead: 'A roadmap you can read.',
    content: ['Ninety days at a time, reviewed every week.'],
  },
];
const diagram = <figure aria-label="Fixture diagram">a picture</figure>;

const renderCards = (props: Partial<DifferenceCardsProps> = {}) =>
  render(<DifferenceCards intro={intro} cards={cards} diagram={diagram} {...props} />);

const trigger = (title: string) => screen.getByRole('button', { name: title });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const expanded = () =>
  titles.filter((title) => trigger(title).getAttribute('aria-expanded') === 'true');

describe('DifferenceCards', () => {
  it('is a section named by its heading, with a button inside a heading for each card', () => {
    renderCards();
    expect(screen.getByRole('region', { name: intro.title })).toHaveAttribute('id', 'difference');
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(cards.length);
    headings.forEach((heading, index) => {
      const button = within(heading).getByRole('button', { name: titles[index] ?? '' });
      expect(button).toHaveAttribute('type', 'button');
    });
  });

  it('opens the first card on arrival; the closed bodies are hidden', () => {
    renderCards();
    expect(expanded()).toEqual([titles[0]]);
    expect(screen.getByRole('region', { name: titles[0] })).toHaveTextContent(
      cards[0]?.content[0] ?? '',
    );
    expect(screen.getByText(cards[1]?.content[0] ?? '')).not.toBeVisible();
  });

  it('shows the diagram it is given inside the first card only', () => {
    renderCards();
    const first = screen.getByRole('region', { name: titles[0] });
    expect(within(first).getByRole('figure', { name: 'Fixture diagram' })).toBeVisible();
    expect(screen.getAllByRole('figure', { hidden: true })).toHaveLength(1);
  });

  it('given one card is open, opening another closes it', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(trigger(titles[2]));
    expect(expanded()).toEqual([titles[2]]);
    expect(panelOf(trigger(titles[0]))).not.toBeVisible();
    expect(screen.getByRole('region', { name: titles[2] })).toBeVisible();
  });

  it('clicking the open card collapses it, leaving none open', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(trigger(titles[0]));
    expect(expanded()).toEqual([]);
    await user.click(trigger(titles[0]));
    expect(expanded()).toEqual([titles[0]]);
  });

  it('can start with every card closed, or with another card open', () => {
    const { unmount } = renderCards({ initialOpen: null });
    expect(expanded()).toEqual([]);
    unmount();
    renderCards({ initialOpen: '02' });
    expect(expanded()).toEqual([titles[1]]);
  });

  it('on ArrowDown, ArrowUp, Home and End, focus moves between the cards and wraps', async () => {
    const user = userEvent.setup();
    renderCards();
    trigger(titles[0]).focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger(titles[1])).toHaveFocus();
    await user.keyboard('{End}{ArrowDown}');
    expect(trigger(titles[0])).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger(titles[2])).toHaveFocus();
    await user.keyboard('{Home}{Enter}');
    expect(expanded()).toEqual([]);
  });

  it('in the server HTML, every body and the diagram are readable and no toggle is offered', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(
      <DifferenceCards intro={intro} cards={cards} diagram={diagram} />,
    );
    document.body.append(html);
    onTestFinished(() => html.remove());
    for (const card of cards) {
      expect(within(html).getByRole('heading', { level: 3, name: card.title })).toBeVisible();
      for (const paragraph of card.content) expect(within(html).getByText(paragraph)).toBeVisible();
    }
    expect(within(html).getByRole('figure', { name: 'Fixture diagram' })).toBeInTheDocument();
    expect(within(html).queryAllByRole('button')).toEqual([]);
    // The plus signs keep their place, so nothing reflows when the cards hydrate, but are not seen.
    for (const plus of html.querySelectorAll('li > div > span:last-child')) {
      expect(plus).toHaveClass('invisible');
    }
  });
});
