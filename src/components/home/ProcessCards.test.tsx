import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { processCardsCopy } from '../../content/home/process';
import { diagramPreloadErrorEvent } from '../../lib/lazyWithPreloadError';
import { ProcessCards } from './ProcessCards';

const bookingUrl = 'https://book.test/strategy';
const booking = {
  href: bookingUrl,
  label: 'Book a Strategy Call',
  newTabNote: '(opens in a new tab)',
};
const renderCards = () => render(<ProcessCards {...processCardsCopy} booking={booking} />);
const toggleFor = (title: string, state: 'See More' | 'See Less' = 'See More') =>
  screen.getByRole('button', { name: `${state} about ${title}` });
const panelOf = (button: HTMLElement) =>
  document.getElementById(button.getAttribute('aria-controls') ?? '') as HTMLElement;
const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;

describe('ProcessCards', () => {
  it('lists the five phases in order, every panel in the page and closed', () => {
    renderCards();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['RESEARCH', 'DIAGNOSE', 'INSTALL', 'DEPLOY', 'SCALE']);
    for (const title of titles) {
      const button = toggleFor(title ?? '');
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      const panel = panelOf(button);
      expect(panel).toHaveAttribute('data-collapsible');
      expect(panel).toHaveAttribute('data-state', 'closed');
      // Readable without JavaScript: the list is rendered even while closed.
      expect(within(panel).getByRole('heading', { name: 'What you get' })).toBeInTheDocument();
    }
  });

  it('opens one card at a time: opening another closes the former', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(toggleFor('RESEARCH'));
    const research = toggleFor('RESEARCH', 'See Less');
    expect(research).toHaveAttribute('aria-expanded', 'true');
    expect(panelOf(research)).toHaveAttribute('data-state', 'open');

    await user.click(toggleFor('INSTALL'));
    expect(toggleFor('INSTALL', 'See Less')).toHaveAttribute('aria-expanded', 'true');
    expect(toggleFor('RESEARCH')).toHaveAttribute('aria-expanded', 'false');
    expect(panelOf(toggleFor('RESEARCH'))).toHaveAttribute('data-state', 'closed');
    expect(screen.getAllByRole('button', { expanded: true })).toHaveLength(1);
  });

  it('closes the open card when its toggle is clicked again', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(toggleFor('DEPLOY'));
    await user.click(toggleFor('DEPLOY', 'See Less'));
    expect(toggleFor('DEPLOY')).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryAllByRole('button', { expanded: true })).toHaveLength(0);
  });

  it('works from the keyboard with Enter and Space', async () => {
    const user = userEvent.setup();
    renderCards();
    toggleFor('SCALE').focus();
    await user.keyboard('{Enter}');
    expect(toggleFor('SCALE', 'See Less')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggleFor('SCALE')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Learn More, to the booking page in a new tab, only in the open card', async () => {
    const user = userEvent.setup();
    renderCards();
    expect(screen.queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();
    await user.click(toggleFor('DIAGNOSE'));
    const links = screen.getAllByRole('link', { name: /Learn More/ });
    expect(links).toHaveLength(1);
    const link = within(cardOf('DIAGNOSE')).getByRole('link', {
      name: 'Learn More about DIAGNOSE (opens in a new tab)',
    });
    expect(link).toHaveAttribute('href', bookingUrl);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');

    await user.click(toggleFor('SCALE'));
    expect(within(cardOf('DIAGNOSE')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cardOf('SCALE')).getByRole('link', { name: /Learn More/ })).toBeInTheDocument();
  });

  it('loads the research diagram lazily in the first card, with a loading line meanwhile', async () => {
    // A fresh module, so the lazy diagram has not been loaded by an earlier test.
    vi.resetModules();
    const { ProcessCards: Fresh } = await import('./ProcessCards');
    render(<Fresh {...processCardsCopy} booking={booking} />);
    const research = cardOf('RESEARCH');
    expect(within(research).getByText('Loading diagram...')).toBeInTheDocument();
    const diagram = await within(research).findByRole('img', {
      name: processCardsCopy.diagram.title,
    });
    expect(diagram).toHaveAccessibleDescription(processCardsCopy.diagram.description);
    expect(within(research).queryByText('Loading diagram...')).not.toBeInTheDocument();
    expect(within(cardOf('DIAGNOSE')).queryByRole('img')).not.toBeInTheDocument();
  });
});

describe('ProcessCards when the diagram chunk fails', () => {
  const loadFailingCards = async () => {
    vi.resetModules();
    vi.doMock('./ResearchDiagram', () => {
      throw new Error('chunk failed');
    });
    const module = await import('./ProcessCards');
    return module.ProcessCards;
  };
  afterEach(() => {
    vi.doUnmock('./ResearchDiagram');
  });

  it('shows one quiet line instead of breaking the card when nobody handles the event', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const Cards = await loadFailingCards();
    const seen = vi.fn();
    window.addEventListener(diagramPreloadErrorEvent, seen);
    render(<Cards {...processCardsCopy} booking={booking} />);
    expect(await screen.findByText(processCardsCopy.labels.diagramUnavailable)).toBeInTheDocument();
    window.removeEventListener(diagramPreloadErrorEvent, seen);
    expect(seen).toHaveBeenCalledTimes(1);
    expect(screen.getByRole('heading', { name: 'RESEARCH' })).toBeInTheDocument();
  });

  it('keeps the loading line when a listener handles the event', async () => {
    const Cards = await loadFailingCards();
    const handle = vi.fn((event: Event) => event.preventDefault());
    window.addEventListener(diagramPreloadErrorEvent, handle);
    render(<Cards {...processCardsCopy} booking={booking} />);
    await waitFor(() => expect(handle).toHaveBeenCalledTimes(1));
    window.removeEventListener(diagramPreloadErrorEvent, handle);
    expect(screen.getByText('Loading diagram...')).toBeInTheDocument();
    expect(screen.queryByText(processCardsCopy.labels.diagramUnavailable)).not.toBeInTheDocument();
  });
});

describe('ProcessCards inside ProcessSection, as the home page composes them', () => {
  it('sits in the #process region and ends with the strategy-call block', async () => {
    const { ProcessSection } = await import('./ProcessSection');
    const { processSectionCopy } = await import('../../content/home/process');
    const { container } = render(
      <ProcessSection {...processSectionCopy} booking={booking}>
        <ProcessCards {...processCardsCopy} booking={booking} />
      </ProcessSection>,
    );
    const section = screen.getByRole('region', { name: processSectionCopy.intro.title });
    expect(section).toHaveAttribute('id', 'process');
    expect(container.querySelector('#process ol')?.children).toHaveLength(5);
    const cta = within(section).getByRole('link', {
      name: 'Book Your Strategy Call (opens in a new tab)',
    });
    expect(cta).toHaveAttribute('href', bookingUrl);
    expect(cta).toHaveAttribute('target', '_blank');
    expect(within(section).getByText('Limited Availability')).toBeInTheDocument();
  });
});
