import { pickColours, themeColours } from './themeColours';

const css = `
:root { --color-outside: #fff; }
@theme inline {
  --color-ink-950: #05081a;
  --font-sans: "Inter";
}
@theme {
  --color-line: rgb(255 255 255 / 0.09);
}
`;

describe('themeColours', () => {
  it('reads the colour tokens of every @theme block, and nothing outside them', () => {
    expect(themeColours(css)).toEqual({ 'ink-950': '#05081a', line: 'rgb(255 255 255 / 0.09)' });
  });

  it('reads a token after a nested block or a comment with a brace in it, as CSS does', () => {
    const nested = `@theme {
  /* tokens {for the cards} */
  --color-ink-950: #05081a;
  @keyframes pulse { to { opacity: 0.5; } }
  --color-sample: #4ef0c0;
}`;
    expect(themeColours(nested)).toEqual({ 'ink-950': '#05081a', sample: '#4ef0c0' });
  });
});

describe('pickColours', () => {
  it('returns the named tokens', () => {
    expect(pickColours(themeColours(css), ['ink-950'])).toEqual({ 'ink-950': '#05081a' });
  });
  it('names the token that is missing', () => {
    expect(() => pickColours(themeColours(css), ['violet-500'])).toThrow('--color-violet-500');
  });
});
