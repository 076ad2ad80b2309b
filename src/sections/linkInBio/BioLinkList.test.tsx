import { render, screen } from '@testing-library/react';
import { BioLinkList } from './BioLinkList';

const items = [
  { icon: 'bookOpen', title: 'Reading room', description: 'Notes.', href: '/library' },
  { icon: 'compass', title: 'Partner site', description: 'Elsewhere.', href: 'https://x.test/' },
] as const;

describe('BioLinkList', () => {
  it('opens pages of this site in place and other sites in a new tab, saying so', () => {
    render(<BioLinkList heading="Go on" items={[...items]} newTabNote="(new tab)" />);
    const local = screen.getByRole('link', { name: /Reading room/ });
    expect(local).toHaveAttribute('href', '/library');
    expect(local).not.toHaveAttribute('target');
    const away = screen.getByRole('link', { name: /Partner site.*\(new tab\)/ });
    expect(away).toHaveAttribute('target', '_blank');
    expect(away).toHaveAttribute('rel', 'noopener noreferrer');
  });
});
