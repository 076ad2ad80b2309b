import { act, renderHook } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { usePrefersReducedMotion } from './usePrefersReducedMotion';

/** The page's reduced-motion setting, flipped by the test and announced as a browser would. */
function mockReducedMotion(reduce: boolean) {
  const listeners = new Set<() => void>();
  vi.stubGlobal('matchMedia', () => ({
    get matches() {
      return reduce;
    },
    addEventListener: (_type: string, listener: () => void) => listeners.add(listener),
    removeEventListener: (_type: string, listener: () => void) => listeners.delete(listener),
  }));
  return {
    listeners,
    flip(next: boolean) {
      reduce = next;
      act(() => {
        for (const listener of listeners) listener();
      });
    },
  };
}

function Motion() {
  return <output>{usePrefersReducedMotion() ? 'still' : 'moving'}</output>;
}

describe('usePrefersReducedMotion', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is true on the first client render under reduced motion, with no render at false first', () => {
    mockReducedMotion(true);
    const seen: boolean[] = [];
    renderHook(() => seen.push(usePrefersReducedMotion()));
    expect(seen).toEqual([true]);
  });

  it('renders false on the server, so the HTML is the same for everyone', () => {
    expect(renderToString(<Motion />)).toBe('<output>moving</output>');
  });

  it('follows the setting live and stops listening on unmount', () => {
    const media = mockReducedMotion(false);
    const { result, unmount } = renderHook(() => usePrefersReducedMotion());
    expect(result.current).toBe(false);
    media.flip(true);
    expect(result.current).toBe(true);
    media.flip(false);
    expect(result.current).toBe(false);
    unmount();
    expect(media.listeners.size).toBe(0);
  });
});
