import { render, screen } from '@testing-library/react';
import { ProfileCard, type ProfileCardProps } from './ProfileCard';

const profile: ProfileCardProps = {
  name: 'Dee Ray',
  role: 'Founder',
  tagline: 'Growth systems for service firms.',
  photo: { src: '/_astro/dee.AbCdEf12.webp', width: 600, height: 720, format: 'webp' },
  photoAlt: 'Portrait of Dee Ray',
  availability: 'Two openings this quarter',
};

describe('ProfileCard', () => {
  it('shows a photo file as an image named by the copy, fetched first', () => {
    render(<ProfileCard {...profile} />);
    const photo = screen.getByRole('img', { name: profile.photoAlt });
    expect(photo.tagName).toBe('IMG');
    expect(photo).toHaveAttribute('src', profile.photo.src);
    expect(photo).toHaveAttribute('fetchpriority', 'high');
  });

  it('names the page with its heading and says who this is', () => {
    render(<ProfileCard {...profile} />);
    expect(screen.getByRole('heading', { level: 1, name: profile.name })).toBeInTheDocument();
    expect(screen.getByText(profile.role)).toBeInTheDocument();
    expect(screen.getByText(profile.availability)).toBeInTheDocument();
  });
});
