import { describe, expect, it } from 'vitest';
import { withoutScripts } from './floor.ts';

describe('withoutScripts', () => {
  it('removes every script, inline or not, and script preloads, and keeps the rest', () => {
    const html = [
      '<!doctype html><html><head><link rel="modulepreload" href="/a.js">',
      '<link rel="stylesheet" href="/s.css"><script type="module" src="/b.js"></script>',
      '<script>if (a < b && "</p>") go();</script></head>',
      '<body><p>Text</p><astro-island uid="1"><button>Menu</button></astro-island>',
      '<script type="application/ld+json">{"a":1}</script></body></html>',
    ].join('');
    expect(withoutScripts(html)).toBe(
      [
        '<!doctype html><html><head>',
        '<link rel="stylesheet" href="/s.css"></head>',
        '<body><p>Text</p><astro-island uid="1"><button>Menu</button></astro-island>',
        '</body></html>',
      ].join(''),
    );
  });
});
