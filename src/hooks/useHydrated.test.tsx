import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

const Probe = () => <p>{useHydrated() ? 'running' : 'static'}</p>;

describe('useHydrated', () => {
  it('is false in the server HTML', () => {
    expect(renderToString(<Probe />)).toContain('static');
  });

  it('hydrates the server HTML as it is, then turns true', async () => {
    const island = document.createElement('div');
    island.innerHTML = renderToString(<Probe />);
    const mismatches = vi.fn();
    await act(async () => {
      hydrateRoot(island, <Probe />, { onRecoverableError: mismatches });
    });
    expect(mismatches).not.toHaveBeenCalled();
    expect(island.textContent).toBe('running');
  });
});
