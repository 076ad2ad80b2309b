import { render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

const Probe = () => <p>{useHydrated() ? 'running' : 'static'}</p>;

describe('useHydrated', () => {
  it('is false in the server HTML', () => {
    expect(renderToString(<Probe />)).toContain('static');
  });

  it('is true once the component runs in the browser', () => {
    render(<Probe />);
    expect(screen.getByText('running')).toBeInTheDocument();
  });
});
