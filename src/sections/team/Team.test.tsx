import { render, screen, within } from '@testing-library/react';
import { home } from '../../test/homeFixture';
import { Team } from './Team';

const teamCopy = home.team;
const renderTeam = () => render(<Team {...teamCopy} />);

describe('Team', () => {
  it('is a region named by its heading, telling the story', () => {
    renderTeam();
    const section = screen.getByRole('region', { name: 'The people' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('The people');
    for (const paragraph of teamCopy.story) {
      expect(within(section).getByText(paragraph)).toBeInTheDocument();
    }
  });

  it('shows the founder portrait lazily, with dimensions and a meaningful alt, plus name and title', () => {
    renderTeam();
    const photo = screen.getByRole('img', { name: 'Eve Stone smiling' });
    expect(photo).toHaveAttribute('src', '/img/eve.svg');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '720');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    const figure = photo.closest('figure') as HTMLElement;
    expect(within(figure).getByText(teamCopy.founder.name)).toBeInTheDocument();
    expect(within(figure).getByText(teamCopy.founder.role)).toBeInTheDocument();
  });

  it('lists the three promises as cards with decorative icons', () => {
    renderTeam();
    const list = screen.getByRole('heading', { name: teamCopy.promisesHeading })
      .nextElementSibling as HTMLElement;
    const cards = within(list).getAllByRole('listitem');
    expect(cards).toHaveLength(3);
    for (const [index, card] of cards.entries()) {
      expect(within(card).getByRole('heading')).toHaveTextContent(
        teamCopy.promises[index]?.title ?? '',
      );
      const icons = card.querySelectorAll('svg');
      expect(icons).toHaveLength(1);
      expect(icons[0]).toHaveAttribute('aria-hidden', 'true');
    }
  });

  it('lists every operator credential', () => {
    renderTeam();
    const list = screen.getByRole('heading', { name: teamCopy.credentialsHeading })
      .nextElementSibling as HTMLElement;
    const items = within(list).getAllByRole('listitem');
    expect(items.map((item) => item.textContent)).toEqual(teamCopy.credentials);
  });
});
