import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { findFirstScreen, splitPageCss, withoutUnusedProperties } from './criticalCss';

const sheet = [
  '@property --tw-used{syntax:"*";inherits:false;initial-value:0}',
  '@property --tw-unused{syntax:"*";inherits:false;initial-value:0}',
  '.hero{color:red;translate:var(--tw-used)}',
  '.below{color:blue}',
  '.menu-open{display:block}',
  ':where(.stack>:not(:last-child)){margin-block-end:12px}',
  ':where(.no-js) .no-js\\:block{display:block}',
  '.link:hover{color:green}',
].join('');

/** The faces, as BaseLayout declares them in the head. */
const faces = '@font-face{font-family:Brand;src:url(/f.woff2)}';

function page(body: string) {
  return `<!doctype html><html><head><link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin><style>${faces}</style><title>t</title><link rel="stylesheet" href="/_astro/site.css"></head><body>${body}</body></html>`;
}

async function split(html: string, css = sheet) {
  const dir = mkdtempSync(join(tmpdir(), 'critical-'));
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'site.css'), css);
  return splitPageCss(html, { distDir: dir });
}

describe('findFirstScreen', () => {
  it('ends after the first section or header inside main, and lists the stylesheets', () => {
    const html = page(
      '<header id="site">logo</header><main><div><section class="hero">Hi</section></div><section>rest</section></main>',
    );
    const screen = findFirstScreen(html);
    expect(html.slice(0, screen?.end)).toMatch(/<section class="hero">Hi<\/section>$/);
    const tag = '<link rel="stylesheet" href="/_astro/site.css">';
    expect(screen?.links).toEqual([
      {
        tag,
        start: html.indexOf(tag),
        end: html.indexOf(tag) + tag.length,
        href: '/_astro/site.css',
      },
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
    expect(head).not.toContain('.link');
    expect(out).toContain(
      '<section class="hero">Hi</section><link rel="preload" href="/f.woff2" as="font" type="font/woff2" crossorigin><link rel="stylesheet" href="/_astro/site.css"><section class="below">',
    );
    expect(head).not.toContain('rel="preload"');
  });

  it('inlines the rules Tailwind writes inside :where() when the first screen uses them', async () => {
    const out = await split(
      page(
        '<main class="no-js"><section class="stack no-js:block"><p>a</p><p>b</p></section></main>',
      ),
    );
    const head = out.slice(0, out.indexOf('</head>'));
    expect(head).toContain(':where(.stack>:not(:last-child))');
    expect(head).toContain('.no-js\\:block');
  });

  it('keeps the faces declared once, and of the custom properties only those the rules read', async () => {
    const out = await split(page('<main><section class="hero">Hi</section></main>'));
    expect(out.split('@font-face').length - 1).toBe(1);
    const inline = [...out.matchAll(/<style>([\s\S]*?)<\/style>/g)].map((m) => m[1]).join('');
    expect(inline).toContain('@property --tw-used');
    expect(inline).not.toContain('--tw-unused');
  });
});

describe('splitPageCss with replacement patterns in the CSS', () => {
  it('writes a `$&` or `$1` in the rules as it is, never as the matched tag', async () => {
    const css = '.hero::before{content:"$& $1 $$ $`"}';
    const out = await split(page('<main><section class="hero">Hi</section></main>'), css);
    expect(out).toContain('content:"$& $1 $$ $`"');
    expect(out.match(/<link rel="stylesheet"/g)).toHaveLength(1);
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
