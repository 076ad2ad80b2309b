// @vitest-environment node
import { formatRedirectsFile, redirectRules } from './redirectsFile';

describe('the _redirects rules', () => {
  it('send each short address, with and without its trailing slash, on with a 301', () => {
    expect(redirectRules({ '/spam': '/guides/spam', '/ads/': '/guides/ads' })).toEqual([
      { from: '/ads', to: '/guides/ads', status: 301 },
      { from: '/ads/', to: '/guides/ads', status: 301 },
      { from: '/spam', to: '/guides/spam', status: 301 },
      { from: '/spam/', to: '/guides/spam', status: 301 },
    ]);
  });
  it('keep a status given in the config, and a target on another site', () => {
    const rules = redirectRules({
      '/news': { status: 302, destination: 'https://news.example.com/' },
    });
    expect(rules.map(({ to, status }) => `${to} ${status}`)).toEqual([
      'https://news.example.com/ 302',
      'https://news.example.com/ 302',
    ]);
  });
  it('refuse what a CDN would read differently than Astro meant', () => {
    expect(() => redirectRules({ '/blog/[slug]': '/guides/[slug]' })).toThrow(
      "redirects['/blog/[slug]']: only a fixed path",
    );
    expect(() => redirectRules({ '/a b': '/b' })).toThrow("redirects['/a b']");
    expect(() => redirectRules({ '/a': { status: 300, destination: '/b' } })).toThrow(
      "redirects['/a']: status 300",
    );
  });
});

describe('the _redirects file', () => {
  it("writes one 'from to status' line per rule under the comment", () => {
    const rules = redirectRules({ '/x': { status: 307, destination: '/y' } });
    expect(formatRedirectsFile(rules, 'Written by the build.\nDo not edit.')).toBe(
      '# Written by the build.\n# Do not edit.\n/x /y 307\n/x/ /y 307\n',
    );
  });
});
