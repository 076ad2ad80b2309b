import { render, screen, within } from '@testing-library/react';
import { defaultFounderPortrait, teamCopy } from '../../content/home/team';
import { TeamSection } from './TeamSection';

const renderTeam = (photoSrc = defaultFounderPortrait) =>
  render(<TeamSection {...teamCopy} photoSrc={photoSrc} />);

describe('TeamSection', () => {
  it('is a region named by its "Meet The Team" heading, telling the story', () => {
    renderTeam();
    const section = screen.getByRole('region', { name: 'Meet The Team' });
    expect(within(section).getByRole('heading', { level: 2 })).toHaveTextContent('Meet The Team');
    for (const paragraph of teamCopy.story) {
      expect(within(section).getByText(paragraph)).toBeInTheDocument();
    }
  });

  it('shows the founder portrait lazily, with dimensions and a meaningful alt, plus name and title', () => {
    renderTeam();
    const photo = screen.getByRole('img', { name: 'Portrait of Alex Morgan, founder' });
    expect(photo).toHaveAttribute('src', '/media/founder-portrait.svg');
    expect(photo).toHaveAttribute('width', '600');
    expect(photo).toHaveAttribute('height', '720');
    expect(photo).toHaveAttribute('loading', 'lazy');
    expect(photo).toHaveAttribute('decoding', 'async');
    const figure = photo.closest('figure') as HTMLElement;
    expect(within(figure).getByText(teamCopy.founder.name)).toBeInTheDocument();
    expect(within(figure).getByText(teamCopy.founder.role)).toBeInTheDocument();
  });

  it('uses the configured photo when one is given', () => {
    renderTeam('https://media.test/founder.jpg');
    expect(screen.getByRole('img', { name: teamCopy.founder.photoAlt })).toHaveAttribute(
      'src',
      'https://media.test/founder.jpg',
    );
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
      for (const icon of card.querySelectorAll('svg')) {
        expect(icon).toHaveAttribute('aria-hidden', 'true');
      }
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
