import { render, screen, within } from '@testing-library/react';
import { home } from '../../test/homeFixture';
import { SocialProof } from './SocialProof';

const { stats: _stats, ...section } = home.socialProof;

describe('SocialProof', () => {
  it('is a region named by its heading, reachable at #social-proof and #results', () => {
    const { container } = render(<SocialProof {...section} />);
    const region = screen.getByRole('region', { name: section.intro.title });
    expect(region).toHaveAttribute('id', 'social-proof');
    const alias = container.querySelector('#results');
    expect(alias).not.toBeNull();
    expect(region.firstElementChild).toBe(alias);
  });

  it('shows the counters passed as children before the heading', () => {
    render(
      <SocialProof {...section}>
        <p>counters island</p>
      </SocialProof>,
    );
    const counters = screen.getByText('counters island');
    const heading = screen.getByRole('heading', { level: 2 });
    expect(
      counters.compareDocumentPosition(heading) & Node.DOCUMENT_POSITION_FOLLOWING,
    ).toBeTruthy();
  });

  it('shows three testimonials, each a quote with five stars and its author', () => {
    render(<SocialProof {...section} />);
    const figures = screen.getAllByRole('figure');
    expect(figures).toHaveLength(3);
    section.testimonials.forEach((testimonial, index) => {
      const figure = figures[index] as HTMLElement;
      expect(within(figure).getByRole('img', { name: '5 of 5 stars' })).toBeInTheDocument();
      expect(figure.querySelector('blockquote')).toHaveTextContent(testimonial.text);
      expect(figure.querySelector('figcaption')).toHaveTextContent(testimonial.author);
      expect(figure.querySelector('figcaption')).toHaveTextContent(testimonial.company);
    });
  });

  it('loads avatars lazily with fixed dimensions and an empty alt beside the name', () => {
    const { container } = render(<SocialProof {...section} />);
    const avatars = container.querySelectorAll('figcaption img');
    expect(avatars).toHaveLength(3);
    for (const avatar of avatars) {
      expect(avatar).toHaveAttribute('alt', '');
      expect(avatar).toHaveAttribute('width', '48');
      expect(avatar).toHaveAttribute('height', '48');
      expect(avatar.getAttribute('src')).toMatch(/^\/img\/.+\.svg$/);
      expect(avatar).toHaveAttribute('loading', 'lazy');
      expect(avatar).toHaveAttribute('decoding', 'async');
    }
  });

  it('links to all case studies', () => {
    render(<SocialProof {...section} />);
    expect(screen.getByRole('link', { name: section.caseStudiesLink.label })).toHaveAttribute(
      'href',
      section.caseStudiesLink.href,
    );
  });

  it('renders the calendar block at the end only when one is given', () => {
    const { rerender } = render(<SocialProof {...section} />);
    expect(screen.queryByText('calendar block')).not.toBeInTheDocument();
    rerender(<SocialProof {...section} calendar={<p>calendar block</p>} />);
    const link = screen.getByRole('link', { name: section.caseStudiesLink.label });
    const calendar = screen.getByText('calendar block');
    expect(link.compareDocumentPosition(calendar) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });
});
