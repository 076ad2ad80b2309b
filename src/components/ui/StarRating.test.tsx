import { render, screen } from '@testing-library/react';
import { StarRating } from './StarRating';

const fillsOf = (container: HTMLElement) =>
  [...container.querySelectorAll('[data-fill]')].map((star) => star.getAttribute('data-fill'));

const label = 'Scored {rating} of {max}';

describe('StarRating', () => {
  it.each([
    [5, ['full', 'full', 'full', 'full', 'full']],
    [3.5, ['full', 'full', 'full', 'half', 'empty']],
    [0, ['empty', 'empty', 'empty', 'empty', 'empty']],
  ])('reads a rating of %s as one named image, each star full, half or empty', (rating, fills) => {
    const { container } = render(<StarRating rating={rating} label={label} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(`Scored ${rating} of 5`);
    expect(fillsOf(container)).toEqual(fills);
  });

  it('rounds to the nearest half and clamps to 0..5', () => {
    const { container, rerender } = render(<StarRating rating={4.3} label={label} />);
    expect(fillsOf(container)).toEqual(['full', 'full', 'full', 'full', 'half']);
    rerender(<StarRating rating={4.2} label={label} />);
    expect(fillsOf(container)).toEqual(['full', 'full', 'full', 'full', 'empty']);
    rerender(<StarRating rating={9} label={label} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Scored 5 of 5');
    rerender(<StarRating rating={-1} label={label} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Scored 0 of 5');
  });

  it('takes a custom accessible name', () => {
    render(<StarRating rating={5} label="Five stars" />);
    expect(screen.getByRole('img', { name: 'Five stars' })).toBeInTheDocument();
  });
});
