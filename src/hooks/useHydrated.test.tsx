import { act } from '@testing-library/react';
import { hydrateRoot } from 'react-dom/client';
import { renderToString } from 'react-dom/server';
import { useHydrated } from './useHydrated';

function Probe() {
  return <output>{useHydrated() ? 'client' : 'server'}</output>;
}

describe('useHydrated', () => {
  it('is false in the static HTML', () => {
    expect(renderToString(<Probe />)).toContain('server');
  });

  it('hydrates without a mismatch, then turns true in the browser', async () => {
    const container = document.createElement('div');
    container.innerHTML = renderToString(<Probe />);
    document.body.append(container);
    const errors = vi.spyOn(console, 'error');
    const root = await act(async () => hydrateRoot(container, <Probe />));
    expect(container.textContent).toBe('client');
    expect(errors).not.toHaveBeenCalled();
    act(() => root.unmount());
    container.remove();
  });
});
