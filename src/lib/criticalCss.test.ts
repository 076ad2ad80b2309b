import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFirstScreen, splitPageCss, withoutUnusedProperties } from './criticalCss';

const sheet = [
  '@font-face{font-family:Brand;src:url(/brand.woff2)}',
  '@property --tw-used{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-unused{syntax:"*";inherits:false;initial-value:0}',
  '.hero{color:red;translate:var(--tw-used)}',
  '.below{color:blue}',
  '.menu-open{display:block}',
].join('');

function page(body: string) {
  return `<!doctype html><html><head><link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin><title>t</title><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;
}

async function split(html: string) {
  const dir = mkdtempSync(join(tmpdir(), 'critical-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'site.css'), sheet);
  return splitPageCss(html, {
    distDir: dir,
    readCss: async () => sheet,
  });
}

describe('findFirstScreen', () => {
  it('ends after the first section or header inside main, and lists the stylesheets', () => {
    const html = page(
      '<header id="site">logo</header><main><div><section class="hero">Hi</section></div><section>rest</section></main>',
    );
    const screen = findFirstScreen(html);
    expect(html.slice(0, screen?.end)).toMatch(/<section class="hero">Hi<\/section>$/);
    expect(screen?.links).toEqual([
      { tag: '<link rel="stylesheet" href="/_astro/site.css">', href: '/_astro/site.css' },
    ]);
  });

  it('finds nothing on a page without a main section, which keeps its stylesheet as it is', () => {
    expect(findFirstScreen(page('<p>Redirecting</p>'))).toBeNull();
  });
});

describe('splitPageCss', () => {
  it("inlines the first screen's rules and links the whole stylesheet right after that screen", async () => {
    const out = await split(
      page('<main><section class="hero">Hi</section><section class="below">More</section></main>'),
    );
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).not.toContain('<link rel="stylesheet"');
    expect(head).toContain('.hero{');
    expect(head).not.toContain('.below');
    expect(head).not.toContain('.menu-open');
    expect(out).toContain(
      '<section class="hero">Hi</section><link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="/_astro/site.css"><section class="below">',
    );
    expect(head).not.toContain('rel="preload"');
  });

  it('keeps every @font-face (the faces are named through custom properties) and the properties used', async () => {
    const out = await split(page('<main><section class="hero">Hi</section></main>'));
    const inline = /<style>([\s\S]*?)<\/style>/.exec(out)?.[1] ?? '';
    expect(inline).toContain('@font-face{font-family:Brand');
    expect(inline).toContain('@property --tw-used');
    expect(inline).not.toContain('--tw-unused');
  });
});

describe('withoutUnusedProperties', () => {
  it('drops the registration and the fallback value of a property no rule reads', () => {
    const css =
      '@layer properties{*{--a:0;--b:0}}@property --a{syntax:"*";inherits:false}@property --b{syntax:"*";inherits:false}.x{width:var(--a)}';
    expect(withoutUnusedProperties(css)).toBe(
      '@layer properties{*{--a:0;}}@property --a{syntax:"*";inherits:false}.x{width:var(--a)}',
    );
  });
});
