import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { aiHubDiagram, differenceCards, differenceIntro } from '../../content/home/difference';
import { DifferenceCards } from './DifferenceCards';

const titles = differenceCards.map((card) => card.title);

const renderCards = (initialOpen?: string | null) =>
  render(
    <DifferenceCards
      intro={differenceIntro}
      cards={differenceCards}
      diagram={aiHubDiagram}
      {...(initialOpen === undefined ? {} : { initialOpen })}
    />,
  );

const trigger = (title: string) => screen.getByRole('button', { name: title });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const expanded = () =>
  titles.filter((title) => trigger(title).getAttribute('aria-expanded') === 'true');

describe('DifferenceCards', () => {
  it('is a section named by its heading, with a button inside a heading for each card', () => {
    renderCards();
    expect(screen.getByRole('region', { name: 'The Undeniable Difference' })).toHaveAttribute(
      'id',
      'difference',
    );
    const headings = screen.getAllByRole('heading', { level: 3 });
    expect(headings).toHaveLength(5);
    headings.forEach((heading, index) => {
      const button = within(heading).getByRole('button', { name: titles[index] ?? '' });
      expect(button).toHaveAttribute('type', 'button');
    });
  });

  it('opens the first card on arrival and keeps every body in the HTML', () => {
    renderCards();
    expect(expanded()).toEqual([titles[0]]);
    for (const [index, title] of titles.entries()) {
      const panel = panelOf(trigger(title));
      expect(panel).toHaveAttribute('data-collapsible');
      expect(panel).toHaveAttribute('data-state', index === 0 ? 'open' : 'closed');
      expect(panel).toHaveTextContent(differenceCards[index]?.content[0] ?? '');
    }
  });

  it('shows the AI-hub diagram inside the first card only', () => {
    renderCards();
    const first = panelOf(trigger(titles[0] ?? ''));
    expect(within(first).getByRole('list', { name: aiHubDiagram.nodesLabel })).toBeInTheDocument();
    expect(screen.getAllByRole('list', { name: aiHubDiagram.nodesLabel })).toHaveLength(1);
  });

  it('given one card is open, opening another closes it', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(trigger(titles[2] ?? ''));
    expect(expanded()).toEqual([titles[2]]);
    expect(panelOf(trigger(titles[0] ?? ''))).toHaveAttribute('data-state', 'closed');
    expect(panelOf(trigger(titles[2] ?? ''))).toHaveAttribute('data-state', 'open');
  });

  it('clicking the open card collapses it, leaving none open', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(trigger(titles[0] ?? ''));
    expect(expanded()).toEqual([]);
    await user.click(trigger(titles[0] ?? ''));
    expect(expanded()).toEqual([titles[0]]);
  });

  it('can start with every card closed', () => {
    renderCards(null);
    expect(expanded()).toEqual([]);
  });

  it('on ArrowDown, ArrowUp, Home and End, focus moves between triggers and wraps', async () => {
    const user = userEvent.setup();
    renderCards();
    trigger(titles[0] ?? '').focus();
    await user.keyboard('{ArrowDown}');
    expect(trigger(titles[1] ?? '')).toHaveFocus();
    await user.keyboard('{End}');
    expect(trigger(titles[4] ?? '')).toHaveFocus();
    await user.keyboard('{ArrowDown}');
    expect(trigger(titles[0] ?? '')).toHaveFocus();
    await user.keyboard('{ArrowUp}');
    expect(trigger(titles[4] ?? '')).toHaveFocus();
    await user.keyboard('{Home}');
    expect(trigger(titles[0] ?? '')).toHaveFocus();
    // Moving focus alone opens nothing.
    expect(expanded()).toEqual([titles[0]]);
  });

  it('toggles the focused card with Enter and Space', async () => {
    const user = userEvent.setup();
    renderCards();
    trigger(titles[3] ?? '').focus();
    await user.keyboard('{Enter}');
    expect(expanded()).toEqual([titles[3]]);
    await user.keyboard(' ');
    expect(expanded()).toEqual([]);
  });

  it('names the card and the icon map when a card asks for an unknown icon', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const broken = differenceCards.map((card, index) =>
      index === 0 ? { ...card, icon: 'NoSuchIcon' } : card,
    );
    expect(() =>
      render(<DifferenceCards intro={differenceIntro} cards={broken} diagram={aiHubDiagram} />),
    ).toThrow('DifferenceCards: card 01 names the icon "NoSuchIcon"');
  });
});
