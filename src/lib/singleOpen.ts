/**
 * "At most one open" as one value: clicking the open item closes it, clicking another opens it
 * and so closes the former.
 */
export function toggleOpen<T>(current: T | null, clicked: T): T | null {
  return current === clicked ? null : clicked;
}

/** Roving focus among accordion triggers (WAI-ARIA): arrows wrap, Home and End jump. */
export function nextTriggerIndex(key: string, index: number, count: number): number | null {
  if (count <= 0) return null;
  switch (key) {
    case 'ArrowDown':
      return (index + 1) % count;
    case 'ArrowUp':
      return (index - 1 + count) % count;
    case 'Home':
      return 0;
    case 'End':
      return count - 1;
    default:
      return null;
  }
}
