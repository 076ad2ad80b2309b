import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToString } from 'react-dom/server';
import { onTestFinished } from 'vitest';
import { ProcessCards, type ProcessCardsProps } from './ProcessCards';

const booking = {
  href: 'https://book.test/strategy',
  label: 'Book a call',
  newTabNote: '(opens in a new tab)',
};
const phase = (title: string, deliverables: string[]) => ({
  title,
  subtitle: `${title.toLowerCase()} subtitle`,
  description: `What happens in ${title.toLowerCase()}.`,
  deliverables,
});
const props: ProcessCardsProps = {
  phases: [
    phase('LISTEN', ['Ten customer interviews', 'A map of buying triggers']),
    phase('SKETCH', ['Three offer drafts']),
    phase('SHIP', ['A live funnel', 'A weekly report']),
  ],
  labels: {
    seeMore: 'See More',
    seeLess: 'See Less',
    about: 'about',
    whatYouGet: 'What you get',
    learnMore: 'Learn More',
    loadingDiagram: 'Loading diagram...',
    diagramUnavailable: 'The diagram is missing; the steps are above.',
  },
  diagram: {
    title: 'Listening turns into insight',
    description: 'Calls and numbers flow into one insight.',
    inputs: ['Calls', 'Numbers'],
    output: 'Insight',
  },
  booking,
};

const renderCards = () => render(<ProcessCards {...props} />);
const toggleFor = (title: string, label: 'See More' | 'See Less' = 'See More') =>
  screen.getByRole('button', { name: `${label} about ${title}` });
const cardOf = (title: string) =>
  screen.getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;

describe('ProcessCards', () => {
  it('lists the phases in order, each with a See More toggle inside a level-4 heading', () => {
    renderCards();
    const titles = screen.getAllByRole('heading', { level: 3 }).map((h) => h.textContent);
    expect(titles).toEqual(['LISTEN', 'SKETCH', 'SHIP']);
    for (const title of titles) {
      const heading = within(cardOf(title ?? '')).getByRole('heading', { level: 4 });
      const button = within(heading).getByRole('button', { name: `See More about ${title}` });
      expect(button).toHaveAttribute('type', 'button');
      expect(button).toHaveAttribute('aria-expanded', 'false');
      expect(within(cardOf(title ?? '')).getByText('What you get')).not.toBeVisible();
    }
  });

  it('See More reveals what you get in a region named by the toggle, which reads See Less', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(toggleFor('SKETCH'));
    const toggle = toggleFor('SKETCH', 'See Less');
    expect(toggle).toHaveAttribute('aria-expanded', 'true');
    expect(within(toggle).getByText('See Less')).toBeVisible();
    const region = screen.getByRole('region', { name: 'See Less about SKETCH' });
    expect(within(region).getByRole('heading', { name: 'What you get' })).toBeVisible();
    expect(within(region).getByRole('listitem')).toHaveTextContent('Three offer drafts');
  });

  it('opens one card at a time, and the open card closes again', async () => {
    const user = userEvent.setup();
    renderCards();
    await user.click(toggleFor('LISTEN'));
    await user.click(toggleFor('SHIP'));
    expect(screen.getAllByRole('button', { expanded: true })).toEqual([
      toggleFor('SHIP', 'See Less'),
    ]);
    expect(within(cardOf('LISTEN')).getByText('What you get')).not.toBeVisible();
    await user.click(toggleFor('SHIP', 'See Less'));
    expect(screen.queryAllByRole('button', { expanded: true })).toEqual([]);
  });

  it('works from the keyboard: arrows move between toggles, Enter and Space toggle', async () => {
    const user = userEvent.setup();
    renderCards();
    toggleFor('LISTEN').focus();
    await user.keyboard('{ArrowUp}');
    expect(toggleFor('SHIP')).toHaveFocus();
    await user.keyboard('{Enter}');
    expect(toggleFor('SHIP', 'See Less')).toHaveAttribute('aria-expanded', 'true');
    await user.keyboard(' ');
    expect(toggleFor('SHIP')).toHaveAttribute('aria-expanded', 'false');
  });

  it('shows Learn More, to the booking page in a new tab, only in the open card', async () => {
    const user = userEvent.setup();
    renderCards();
    expect(screen.queryByRole('link', { name: /Learn More/ })).not.toBeInTheDocument();
    await user.click(toggleFor('SKETCH'));
    const link = screen.getByRole('link', { name: /Learn More/ });
    expect(link).toHaveAccessibleName('Learn More about SKETCH (opens in a new tab)');
    expect(cardOf('SKETCH')).toContainElement(link);
    expect(link).toHaveAttribute('href', booking.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    await user.click(toggleFor('SHIP'));
    expect(within(cardOf('SKETCH')).queryByRole('link')).not.toBeInTheDocument();
    expect(within(cardOf('SHIP')).getByRole('link', { name: /Learn More/ })).toBeVisible();
  });

  it('loads the diagram lazily in the first card, with a loading line meanwhile', async () => {
    // A fresh module, so the lazy diagram has not been loaded by an earlier test.
    vi.resetModules();
    const { ProcessCards: Fresh } = await import('./ProcessCards');
    render(<Fresh {...props} />);
    const first = cardOf('LISTEN');
    expect(within(first).getByText('Loading diagram...')).toBeInTheDocument();
    const diagram = await within(first).findByRole('img', { name: props.diagram.title });
    expect(diagram).toHaveAccessibleDescription(props.diagram.description);
    expect(within(first).queryByText('Loading diagram...')).not.toBeInTheDocument();
    expect(within(cardOf('SKETCH')).queryByRole('img')).not.toBeInTheDocument();
  });

  it('in the server HTML, every list is readable, and no toggle, link or diagram is promised', () => {
    const html = document.createElement('div');
    html.innerHTML = renderToString(<ProcessCards {...props} />);
    document.body.append(html);
    onTestFinished(() => html.remove());
    expect(within(html).getAllByRole('heading', { name: 'What you get' })).toHaveLength(3);
    for (const { deliverables } of props.phases) {
      for (const item of deliverables) expect(within(html).getByText(item)).toBeVisible();
    }
    expect(within(html).queryAllByRole('button')).toEqual([]);
    expect(within(html).queryByRole('link')).toBeNull();
    expect(within(html).queryByText('Loading diagram...')).toBeNull();
  });
});

describe('ProcessCards when the diagram chunk fails', () => {
  afterEach(() => {
    vi.doUnmock('./ResearchDiagram');
  });

  it('shows one quiet line instead of breaking the card', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    vi.resetModules();
    vi.doMock('./ResearchDiagram', () => {
      throw new Error('chunk failed');
    });
    const { ProcessCards: Failing } = await import('./ProcessCards');
    render(<Failing {...props} />);
    const first = cardOf('LISTEN');
    expect(await within(first).findByText(props.labels.diagramUnavailable)).toBeVisible();
    expect(within(first).queryByText('Loading diagram...')).not.toBeInTheDocument();
    expect(toggleFor('LISTEN')).toBeInTheDocument();
  });
});

describe('ProcessCards inside ProcessSection, as the home page composes them', () => {
  it('sits in the #process region and ends with the strategy-call block', async () => {
    const { ProcessSection } = await import('./ProcessSection');
    render(
      <ProcessSection
        intro={{ title: 'How we work' }}
        closing={{
          title: 'Start with one call',
          text: 'We tell you straight.',
          cta: 'Book Your Call',
          availability: 'Few places left',
        }}
        booking={booking}
      >
        <ProcessCards {...props} />
      </ProcessSection>,
    );
    const section = screen.getByRole('region', { name: 'How we work' });
    expect(section).toHaveAttribute('id', 'process');
    expect(within(section).getAllByRole('heading', { level: 3 })).toHaveLength(4);
    const cta = within(section).getByRole('link', { name: 'Book Your Call (opens in a new tab)' });
    expect(cta).toHaveAttribute('href', booking.href);
    expect(cta).toHaveAttribute('target', '_blank');
    expect(within(section).getByText('Few places left')).toBeVisible();
  });
});
