import postcss from 'postcss';

/**
 * The colour tokens of the site's `@theme` blocks (src/styles/global.css), read from the CSS itself
 * by a CSS parser, so that what the build draws outside the browser (link cards) uses the same
 * colours, whatever the comments, nesting or line ends around them.
 */
export function themeColours(css: string): Record<string, string> {
  const colours: Record<string, string> = {};
  postcss.parse(css).walkAtRules('theme', (theme) => {
    theme.walkDecls((decl) => {
      if (!decl.prop.startsWith('--color-')) return;
      colours[decl.prop.slice('--color-'.length)] = decl.value.trim();
    });
  });
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
