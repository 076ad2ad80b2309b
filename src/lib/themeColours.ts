/**
 * The colour tokens of the site's `@theme` blocks (src/styles/global.css), read from the CSS itself
 * so that what the build draws outside the browser (link cards) uses the same colours.
 */
export function themeColours(css: string): Record<string, string> {
  const theme = [...css.matchAll(/@theme[^{]*\{([^}]*)\}/g)].map((block) => block[1]).join('\n');
  const colours: Record<string, string> = {};
  for (const match of theme.matchAll(/--color-([\w-]+)\s*:\s*([^;]+);/g)) {
    const [, name, value] = match;
    if (name && value) colours[name] = value.trim();
  }
  return colours;
}

/** The named tokens, failing loudly when one was renamed so no card is drawn in a guessed colour. */
export function pickColours<K extends string>(
  colours: Record<string, string>,
  names: readonly K[],
): Record<K, string> {
  const picked = {} as Record<K, string>;
  for (const name of names) {
    const value = colours[name];
    if (!value) throw new Error(`src/styles/global.css: no @theme block has --color-${name}.`);
    picked[name] = value;
  }
  return picked;
}
