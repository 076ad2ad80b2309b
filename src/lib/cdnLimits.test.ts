// @vitest-environment node
import { headersFileProblems, redirectsFileProblems } from './cdnLimits';

/** A `_headers` file: each entry is a path and its headers. */
const headersFile = (rules: [string, string[]][]) =>
  rules.map(([path, headers]) => [path, ...headers.map((h) => `  ${h}`)].join('\n')).join('\n\n');
const policy = "Content-Security-Policy: default-src 'self'";

describe("a _headers file within Cloudflare Pages' limits", () => {
  it('passes with one policy for each page address', () => {
    const text = headersFile([
      ['/*', ['X-Content-Type-Options: nosniff']],
      ['/', [policy]],
      ['/a', [policy]],
      ['/_astro/*', ['Cache-Control: immutable']],
    ]);
    expect(headersFileProblems(text, ['/', '/a'])).toEqual([]);
  });
  it('has at most 100 rules', () => {
    const rules = Array.from({ length: 101 }, (_, i): [string, string[]] => [`/p${i}`, [policy]]);
    expect(headersFileProblems(headersFile(rules.slice(0, 100)), [])).toEqual([]);
    expect(headersFileProblems(headersFile(rules), [])).toEqual([
      '_headers has 101 rules, over 100: Cloudflare Pages skips the rest of the file from rule 101 on',
    ]);
  });
  it('has no line over 2,000 characters, indent and name included', () => {
    const line = (length: number) => `${policy} ${'x'.repeat(length - policy.length - 3)}`;
    expect(headersFileProblems(headersFile([['/', [line(2_000)]]]), ['/'])).toEqual([]);
    expect(headersFileProblems(headersFile([['/', [line(2_001)]]]), ['/'])).toEqual([
      '_headers: line 2 is 2,001 characters, over 2,000: Cloudflare Pages ignores such a line, and a Content-Security-Policy dropped so leaves its pages with no policy',
    ]);
  });
  it('gives no page two policies, which the browser would both enforce, and none no policy', () => {
    const text = headersFile([
      ['/*', [policy]],
      ['/a', [policy]],
      ['/_astro/*', ['Cache-Control: immutable']],
    ]);
    expect(headersFileProblems(text, ['/a', '/b'])).toEqual([
      '/a gets 2 Content-Security-Policy headers (from /*, /a); a page needs exactly one',
    ]);
    const none = headersFile([['/a', [policy]]]);
    expect(headersFileProblems(none, ['/a', '/b'])).toEqual([
      '/b gets 0 Content-Security-Policy headers; a page needs exactly one',
    ]);
  });
  it('can be read at all', () => {
    expect(headersFileProblems('# note\n*.js\n  X-A: 1\n', [])).toEqual([
      '_headers line 2: not a path',
    ]);
  });
});

describe("a _redirects file within Cloudflare Pages' limits", () => {
  const rules = (count: number, from = (i: number) => `/a${i}`) =>
    Array.from({ length: count }, (_, i) => `${from(i)} /b${i} 301`).join('\n');
  it('has at most 2,000 fixed-path rules', () => {
    expect(redirectsFileProblems(rules(2_000))).toEqual([]);
    expect(redirectsFileProblems(rules(2_001))).toEqual([
      '_redirects has 2,001 fixed-path rules, over 2,000: Cloudflare Pages skips the rest',
    ]);
  });
  it('has at most 100 rules from the first pattern rule on, fixed paths after it included', () => {
    const patterns = rules(99, (i) => `/p${i}/*`);
    expect(redirectsFileProblems(`${rules(5)}\n${patterns}\n/x /y 301`)).toEqual([]);
    expect(redirectsFileProblems(`${patterns}\n/x /y 301\n/z /y 301`)).toEqual([
      '_redirects has 101 rules from its first pattern rule on, over 100: Cloudflare Pages skips the rest',
    ]);
  });
  it('has no rule over 1,000 characters, none for an address twice, and only valid lines', () => {
    expect(redirectsFileProblems(`/a /${'b'.repeat(992)} 301`)).toEqual([]);
    expect(redirectsFileProblems(`/a /${'b'.repeat(993)} 301`)).toEqual([
      '_redirects: line 1 is 1,001 characters, over 1,000: Cloudflare Pages ignores such a rule',
    ]);
    expect(redirectsFileProblems('# note\n/a /b 301\n/a /c 301')).toEqual([
      '_redirects line 3: a second rule for /a is ignored',
    ]);
    expect(redirectsFileProblems('/a /b 200')).toEqual([
      '_redirects line 1: status 200 is not a redirect',
    ]);
  });
});
