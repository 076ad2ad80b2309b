import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderToStaticMarkup } from 'react-dom/server';
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
  },
  diagram: <figure aria-label="Fixture diagram">a picture</figure>,
  booking,
};

/** The HTML the build writes: the cards ship no script. */
const renderStatic = () => {
  const html = document.createElement('div');
  html.innerHTML = renderToStaticMarkup(<ProcessCards {...props} />);
  document.body.append(html);
  onTestFinished(() => html.remove());
  return html;
};
const cardOf = (html: HTMLElement, title: string) =>
  within(html).getByRole('heading', { name: title, level: 3 }).closest('li') as HTMLElement;
const detailsOf = (html: HTMLElement, title: string) =>
  cardOf(html, title).querySelector('details') as HTMLDetailsElement;
/** What the summary says once CSS shows only the label for its state (jsdom applies no CSS). */
const label = (html: HTMLElement, title: string) => {
  const details = detailsOf(html, title);
  const shown = details.open ? 'See Less' : 'See More';
  const parts = [...(details.querySelector('summary')?.children ?? [])].filter(
    (part) =>
      part.getAttribute('aria-hidden') !== 'true' &&
      (!['See More', 'See Less'].includes(part.textContent ?? '') || part.textContent === shown),
  );
  return parts.map((part) => part.textContent).join('');
};

describe('ProcessCards', () => {
  it('lists the phases in order, every card closed on arrival, in one group of disclosures', () => {
    const html = renderStatic();
    const titles = within(html)
      .getAllByRole('heading', { level: 3 })
      .map((h) => h.textContent);
    expect(titles).toEqual(['LISTEN', 'SKETCH', 'SHIP']);
    const all = [...html.querySelectorAll('details')];
    expect(all.map((details) => [details.getAttribute('name'), details.open])).toEqual([
      ['process', false],
      ['process', false],
      ['process', false],
    ]);
  });

  it("keeps every deliverable in the HTML, and each card's See More toggle names its phase", () => {
    const html = renderStatic();
    for (const { title, deliverables } of props.phases) {
      expect(label(html, title)).toBe(`See More about ${title}`);
      const card = cardOf(html, title);
      expect(within(card).getByText('What you get')).not.toBeVisible();
      for (const item of deliverables) expect(card.textContent).toContain(item);
    }
  });

  it('See More reveals what you get and a Learn More link to the booking page, in a new tab', async () => {
    const html = renderStatic();
    await userEvent.setup().click(within(cardOf(html, 'SKETCH')).getByText('See More'));
    expect(detailsOf(html, 'SKETCH').open).toBe(true);
    expect(label(html, 'SKETCH')).toBe('See Less about SKETCH');
    const card = cardOf(html, 'SKETCH');
    expect(within(card).getByRole('heading', { name: 'What you get', level: 4 })).toBeVisible();
    expect(within(card).getByRole('listitem')).toHaveTextContent('Three offer drafts');
    const link = within(card).getByRole('link', { name: /Learn More/ });
    expect(link).toBeVisible();
    expect(link).toHaveAccessibleName('Learn More about SKETCH (opens in a new tab)');
    expect(link).toHaveAttribute('href', booking.href);
    expect(link).toHaveAttribute('target', '_blank');
    expect(link).toHaveAttribute('rel', 'noopener noreferrer');
    expect(within(cardOf(html, 'SHIP')).getByRole('link', { hidden: true })).not.toBeVisible();
  });

  it('shows the picture it is given in the first card only, outside the disclosure', () => {
    const html = renderStatic();
    const figure = within(html).getByRole('figure', { name: 'Fixture diagram' });
    expect(cardOf(html, 'LISTEN')).toContainElement(figure);
    expect(figure).toBeVisible();
    expect(within(html).getAllByRole('figure')).toHaveLength(1);
  });
});

describe('ProcessCards inside Process, as the home page composes them', () => {
  it('sits in the #process region and ends with the strategy-call block', async () => {
    const { Process } = await import('./Process');
    render(
      <Process
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
      </Process>,
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
