/**
 * Fills the `{name}` slots of a label from content ('Slide {n} of {total}'), so the words and
 * their order stay in the content file. A slot with no value is left as written.
 */
export function fillTemplate(pattern: string, values: Record<string, string | number>): string {
  return pattern.replace(/\{(\w+)\}/g, (slot, name: string) =>
    Object.hasOwn(values, name) ? String(values[name]) : slot,
  );
}
