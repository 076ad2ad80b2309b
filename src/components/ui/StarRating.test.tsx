import { render, screen } from '@testing-library/react';
import { halfStars, StarRating } from './StarRating';

const label = 'Scored {rating} of {max}';

describe('StarRating', () => {
  it.each([5, 3.5, 0])('reads a rating of %s as one named image', (rating) => {
    render(<StarRating rating={rating} label={label} />);
    expect(screen.getByRole('img')).toHaveAccessibleName(`Scored ${rating} of 5`);
  });

  it('rounds to the nearest half and clamps to 0..5', () => {
    expect([4.3, 4.2, 9, -1, Number.NaN].map(halfStars)).toEqual([9, 8, 10, 0, 0]);
    const { rerender } = render(<StarRating rating={4.3} label={label} />);
    expect(screen.getByRole('img')).toHaveAccessibleName('Scored 4.5 of 5');
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
