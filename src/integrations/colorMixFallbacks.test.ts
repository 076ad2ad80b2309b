import { withoutThemeColourMixes } from './colorMixFallbacks';

describe('withoutThemeColourMixes', () => {
  it('drops the color-mix copy of a theme colour with opacity, keeping the hex colour before it', () => {
    const css =
      '.bg-ink-950\\/80{background-color:#05081acc}@supports (color:color-mix(in lab, red, red)){.bg-ink-950\\/80{background-color:color-mix(in oklab, var(--color-ink-950) 80%, transparent)}}.next{color:red}';
    expect(withoutThemeColourMixes(css)).toBe(
      '.bg-ink-950\\/80{background-color:#05081acc}.next{color:red}',
    );
  });

  it('keeps a mix of currentcolor, whose hex stand-in is not the same colour', () => {
    const css =
      '::placeholder{color:currentcolor}@supports (color:color-mix(in lab, red, red)){::placeholder{color:color-mix(in oklab, currentcolor 50%, transparent)}}';
    expect(withoutThemeColourMixes(css)).toBe(css);
  });

  it('keeps other @supports blocks', () => {
    const css = '@supports (display:grid){.a{display:grid}}';
    expect(withoutThemeColourMixes(css)).toBe(css);
  });
});
