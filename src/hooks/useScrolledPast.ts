import { useEffect, useState } from 'react';
import { isScrolledPast } from '../lib/scrollThreshold';

/** True once the window is scrolled past the threshold; follows the page both ways. */
export function useScrolledPast(threshold?: number): boolean {
  const [scrolled, setScrolled] = useState(false);
  useEffect(() => {
    const update = () => setScrolled(isScrolledPast(window.scrollY, threshold));
    update();
    window.addEventListener('scroll', update, { passive: true });
    return () => window.removeEventListener('scroll', update);
  }, [threshold]);
  return scrolled;
}
