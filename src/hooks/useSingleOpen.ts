import { useCallback, useState } from 'react';
import { toggleOpen } from '../lib/singleOpen';

/** One open item at most, for accordions and card groups. */
export function useSingleOpen<T>(initial: T | null = null) {
  const [openId, setOpenId] = useState<T | null>(initial);
  const toggle = useCallback((id: T) => setOpenId((current) => toggleOpen(current, id)), []);
  return { openId, toggle, isOpen: (id: T) => openId === id };
}
