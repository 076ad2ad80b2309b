import { within } from '@testing-library/react';
import { renderToStaticMarkup } from 'react-dom/server';
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

/** The HTML the build writes: the cards ship no script. */
const renderStatic = () => {
  const html = document.createElement('div');
  html.innerHTML = renderToStaticMarkup(
    <DifferenceCards intro={intro} cards={cards} diagram={diagram} />,
  );
  document.body.append(html);
  onTestFinished(() => html.remove());
  return html;
};

describe('DifferenceCards', () => {
  it('is a section named by its heading, a list of cards each with a level-3 title', () => {
    const html = renderStatic();
    expect(within(html).getByRole('region', { name: intro.title })).toHaveAttribute(
      'id',
      'difference',
    );
    const headings = within(html).getAllByRole('heading', { level: 3 });
    expect(headings.map((heading) => heading.textContent)).toEqual([...titles]);
    expect(within(html).getAllByRole('listitem')).toHaveLength(cards.length);
  });

  it('keeps every body in the HTML, and each subhead shown while its card is closed', () => {
    const html = renderStatic();
    for (const card of cards) {
      for (const paragraph of card.content) expect(html.textContent).toContain(paragraph);
      expect(within(html).getByText(card.subhead)).toBeVisible();
    }
  });

  it("names each card's control by what it shows, in order: number, title, subhead", () => {
    const html = renderStatic();
    const summaries = [...html.querySelectorAll('summary')];
    expect(summaries.map((summary) => summary.parentElement?.getAttribute('name'))).toEqual([
      'difference',
      'difference',
      'difference',
    ]);
    summaries.forEach((summary, index) => {
      const card = cards[index];
      expect(summary).toHaveAccessibleName(`${card?.number} ${card?.title} ${card?.subhead}`);
    });
  });
});
