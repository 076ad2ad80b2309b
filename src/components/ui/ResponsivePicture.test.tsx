import { render, screen } from '@testing-library/react';
import { picture } from '../../test/pictureFixture';
import { ResponsivePicture } from './ResponsivePicture';

const image = picture('chart', 1600, 1000);

describe('ResponsivePicture', () => {
  it('offers AVIF first, then WebP, each at every width, for the width its place draws', () => {
    const { container } = render(<ResponsivePicture image={image} alt="A bar chart" />);
    const source = container.querySelector('picture > source');
    expect(source).toHaveAttribute('type', 'image/avif');
    expect(source).toHaveAttribute('srcset', image.avifSrcset);
    expect(source).toHaveAttribute('sizes', image.sizes);
    const img = screen.getByRole('img', { name: 'A bar chart' });
    expect(img).toHaveAttribute('src', image.src);
    expect(img).toHaveAttribute('srcset', image.srcset);
    expect(img).toHaveAttribute('sizes', image.sizes);
  });

  it("reserves the picture's shape before any file arrives", () => {
    render(<ResponsivePicture image={image} alt="A bar chart" />);
    const img = screen.getByRole('img', { name: 'A bar chart' });
    expect(img).toHaveAttribute('width', '1600');
    expect(img).toHaveAttribute('height', '1000');
  });

  it('passes the rest to the image, and draws no box of its own', () => {
    const { container } = render(
      <ResponsivePicture image={image} alt="" loading="lazy" className="w-full" />,
    );
    const img = container.querySelector('img');
    expect(img).toHaveAttribute('loading', 'lazy');
    expect(img).toHaveClass('w-full');
    expect(img).toHaveAttribute('alt', '');
    expect(container.querySelector('picture')).toHaveClass('contents');
  });
});
