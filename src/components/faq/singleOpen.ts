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

/**
 * Arrow Up and Down, Home and End move focus between the summaries of one accordion: the
 * `<details>` that share a `name`. Enter and Space are the browser's own. One listener on the
 * document serves every accordion on the page; returns a function that stops it.
 */
export function followAccordionKeys(doc: Document): () => void {
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
    const summary = event.target instanceof Element ? event.target.closest('summary') : null;
    const details = summary?.parentElement;
    const name = details?.localName === 'details' ? details.getAttribute('name') : null;
    if (!summary || !name) return;
    const summaries = [...doc.querySelectorAll('details[name]')]
      .filter((other) => other.getAttribute('name') === name)
      .map((other) => other.querySelector(':scope > summary'))
      .filter((other): other is HTMLElement => other instanceof HTMLElement);
    const next = nextTriggerIndex(event.key, summaries.indexOf(summary), summaries.length);
    if (next === null) return;
    event.preventDefault();
    summaries[next]?.focus();
  };
  doc.addEventListener('keydown', onKeyDown);
  return () => doc.removeEventListener('keydown', onKeyDown);
}
