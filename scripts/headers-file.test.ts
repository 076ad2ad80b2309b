// @vitest-environment node
import { formatHeadersFile, type HeaderRule } from '../src/lib/securityHeaders';
import { headersFor, parseHeadersFile } from './headers-file.mjs';

const rules: HeaderRule[] = [
  {
    path: '/*',
    headers: [
      ['X-Frame-Options', 'DENY'],
      ['Content-Security-Policy', "a 'b'; c"],
    ],
  },
  { path: '/_astro/*', headers: [['Cache-Control', 'public, max-age=31536000, immutable']] },
  { path: '/guides/:slug', headers: [['X-Guide', 'yes']] },
];

describe('the _headers file', () => {
  it('reads back exactly the rules the build wrote', () => {
    expect(parseHeadersFile(formatHeadersFile(rules, 'note'))).toEqual(rules);
  });
  it('gives a path the headers of every block whose pattern matches it', () => {
    const parsed = parseHeadersFile(formatHeadersFile(rules, 'note'));
    expect(headersFor(parsed, '/')).toEqual({
      'X-Frame-Options': 'DENY',
      'Content-Security-Policy': "a 'b'; c",
    });
    expect(headersFor(parsed, '/_astro/a.B1c2.js')).toMatchObject({
      'Cache-Control': 'public, max-age=31536000, immutable',
      'X-Frame-Options': 'DENY',
    });
    expect(headersFor(parsed, '/guides/a')).toHaveProperty('X-Guide', 'yes');
    expect(headersFor(parsed, '/guides/a/b')).not.toHaveProperty('X-Guide');
    expect(headersFor(parsed, '/x/_astro/a.js')).not.toHaveProperty('Cache-Control');
  });
  it('joins a header two matching blocks both set, as Netlify and Cloudflare Pages do', () => {
    const parsed = parseHeadersFile(
      '/*\n  Cache-Control: no-cache\n/_astro/*\n  cache-control: immutable\n',
    );
    expect(headersFor(parsed, '/_astro/a.js')).toEqual({ 'Cache-Control': 'no-cache, immutable' });
  });
  it('refuses a file it cannot read, with the line number', () => {
    expect(() => parseHeadersFile('  X-A: 1\n')).toThrow('_headers line 1');
    expect(() => parseHeadersFile('/*\n  no colon here\n')).toThrow('_headers line 2');
    expect(() => parseHeadersFile('# note\n*.js\n')).toThrow('_headers line 2: not a path');
  });
});
