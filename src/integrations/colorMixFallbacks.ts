import type { Plugin } from 'vite';

/**
 * Tailwind writes each colour with an opacity (`bg-ink-950/80`) twice: as a hex colour with
 * alpha, then again in `@supports (color: color-mix(...))` as `color-mix(in oklab,
 * var(--color-ink-950) 80%, transparent)`, so that a theme colour changed at run time would
 * follow. This site's colours are fixed in global.css's @theme, so both give the same colour;
 * the second copy was 15 KB of the 110 KB stylesheet (1.1 KB gzip). Any other `@supports` block
 * (preflight's placeholder colour, which mixes `currentcolor`) stays.
 */
const THEME_COLOUR_MIX =
  /@supports\s*\(color:\s*color-mix\(in lab,\s*red,\s*red\)\)\s*\{[^{}]*\{[^{}]*?color-mix\(in oklab,\s*var\(--color-[a-z0-9-]+\)\s+[\d.]+%,\s*transparent\)[^{}]*\}\s*\}/g;

export function withoutThemeColourMixes(css: string): string {
  return css.replace(THEME_COLOUR_MIX, '');
}

/** The Vite step that drops them from the built stylesheet, before it is hashed. */
export function colourMixFallbacks(): Plugin {
  return {
    name: 'theme-colour-mix-copies',
    apply: 'build',
    // After Tailwind's own 'pre' step, before Vite's CSS plugin turns the file into a module.
    enforce: 'pre',
    transform(code, id) {
      if (!id.endsWith('.css')) return null;
      const css = withoutThemeColourMixes(code);
      return css === code ? null : { code: css, map: null };
    },
  };
}
