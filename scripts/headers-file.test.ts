// @vitest-environment node
import { formatHeadersFile, type HeaderRule } from '../src/lib/securityHeaders';
import { headersFor, overPlainHttp, parseHeadersFile } from './headers-file.mjs';

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

describe('headers over plain http (npm start on localhost)', () => {
  const https = {
    'Strict-Transport-Security': 'max-age=63072000; includeSubDomains; preload',
    'Content-Security-Policy': "default-src 'self'; script-src 'self'; upgrade-insecure-requests",
    'X-Content-Type-Options': 'nosniff',
  };
  it('leave out HSTS and the upgrade of requests to https, which localhost does not answer', () => {
    expect(overPlainHttp(https)).toEqual({
      'Content-Security-Policy': "default-src 'self'; script-src 'self'",
      'X-Content-Type-Options': 'nosniff',
    });
  });
  it('keep every other directive, wherever the upgrade stands in the policy', () => {
    const policy = { 'content-security-policy': "upgrade-insecure-requests; img-src 'self' data:" };
    expect(overPlainHttp(policy)).toEqual({ 'content-security-policy': "img-src 'self' data:" });
  });
  it('leave the input as it was, for the next request', () => {
    overPlainHttp(https);
    expect(https['Strict-Transport-Security']).toContain('max-age');
  });
});
