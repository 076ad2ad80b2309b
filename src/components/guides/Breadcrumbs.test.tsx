import { render, screen, within } from '@testing-library/react';
import { Breadcrumbs } from './Breadcrumbs';

describe('Breadcrumbs', () => {
  it('is a named navigation whose last link is marked as the current page', () => {
    render(
      <Breadcrumbs
        label="You are here"
        items={[
          { label: 'Start', href: '/' },
          { label: 'Library', href: '/library' },
          { label: 'This guide', href: '/library/guide' },
        ]}
      />,
    );
    const trail = screen.getByRole('navigation', { name: 'You are here' });
    const links = within(trail).getAllByRole('link');
    expect(links.map((link) => link.getAttribute('href'))).toEqual([
      '/',
      '/library',
      '/library/guide',
    ]);
    expect(links.map((link) => link.getAttribute('aria-current'))).toEqual([null, null, 'page']);
  });
});
