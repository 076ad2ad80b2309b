// @vitest-environment node
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';
import { runPass } from './pagePass';
import {
  forwardingPage,
  readRedirects,
  redirectPages,
  redirectProblems,
  redirectsFileText,
  redirectsInDev,
} from './redirectsFile';

type Hooks = Required<AstroIntegration['hooks']>;

/** A built site with one page, /b, and the pass run over it with the step for /a -> `to`. */
function build(to: string) {
  const dist = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dist, 'b.html'), '<!doctype html><title>B</title>');
  const logger = { info: vi.fn() } as unknown as AstroIntegrationLogger;
  const context = { dist, root: '', site: 'https://www.example.com', logger };
  const done = runPass([redirectPages([{ from: '/a', to }])], context);
  return { dist, logger, done };
}

describe('the redirects step', () => {
  it('writes the rules and a forwarding page at the old address once the pages are read', async () => {
    const { dist, logger, done } = build('/b');
    await done;
    expect(readFileSync(join(dist, '_redirects'), 'utf8')).toContain('\n/a /b 301\n/a/ /b 301\n');
    expect(readFileSync(join(dist, 'a.html'), 'utf8')).toContain('content="0;url=/b"');
    expect(logger.info).toHaveBeenCalledWith('dist/_redirects written: 2 rules for the CDN');
  });
  it('stops the build, writing nothing, when the new address is not a page', async () => {
    const { dist, done } = build('/c');
    await expect(done).rejects.toThrow('entry 1 (/a -> /c): /c is not a page of the site');
    expect(existsSync(join(dist, '_redirects'))).toBe(false);
    expect(existsSync(join(dist, 'a.html'))).toBe(false);
  });
  it('has astro dev follow the redirects', async () => {
    const { hooks } = redirectsInDev([{ from: '/a', to: '/b' }]) as AstroIntegration & {
      hooks: Hooks;
    };
    const updateConfig = vi.fn();
    await hooks['astro:config:setup']({ command: 'dev', config: {}, updateConfig } as never);
    expect(updateConfig).toHaveBeenCalledWith({ redirects: { '/a': '/b' } });
  });
});

describe('the _redirects file', () => {
  it('sends each old address, with and without its trailing slash, on with a 301, in order', () => {
    const redirects = [
      { from: '/spam', to: '/guides/spam' },
      { from: '/ads', to: '/guides/ads' },
    ];
    expect(redirectsFileText(redirects, 'Written by the build.\nDo not edit.')).toBe(
      '# Written by the build.\n# Do not edit.\n/ads /guides/ads 301\n/ads/ /guides/ads 301\n/spam /guides/spam 301\n/spam/ /guides/spam 301\n',
    );
  });
});

describe('the redirects file (the editor’s Redirects form)', () => {
  const read = (...pairs: [string, string][]) =>
    readRedirects({ redirects: pairs.map(([from, to]) => ({ from, to })) });

  it('gives its entries in order', () => {
    expect(read(['/spam', '/guides/spam'])).toEqual([{ from: '/spam', to: '/guides/spam' }]);
  });
  it('stops on a loop, a chain, an address twice or one written wrong, naming the entry', () => {
    const said = (...pairs: [string, string][]) => {
      try {
        read(...pairs);
      } catch (error) {
        return (error as Error).message;
      }
      return 'accepted';
    };
    expect(said(['/a', '/b'], ['/b', '/a'])).toContain(
      'redirects[0].to: /b is redirected back to /a (entry 2), a loop',
    );
    expect(said(['/a', '/a'])).toContain('redirects[0].to: /a sends the address to itself');
    expect(said(['/a', '/b'], ['/b', '/c'])).toContain(
      'redirects[0].to: /b is itself redirected (entry 2): send /a straight to /c',
    );
    expect(said(['/a', '/b'], ['/a', '/c'])).toContain(
      'redirects[1].from: /a is already redirected by entry 1',
    );
    expect(said(['/Old Page', '/b'])).toMatch(
      /^src\/content\/redirects\.yaml has a mistake:\n {2}- redirects\[0\]\.from: must be an address on this site/,
    );
  });
});

describe('a redirect against the built site', () => {
  const pages = new Set(['/', '/guides/spam', '/resources']);
  it('must lead to a page, and must not take the address of one', () => {
    const problems = redirectProblems(
      [
        { from: '/spam', to: '/guides/spam' },
        { from: '/resources', to: '/' },
        { from: '/old', to: '/guides/gone' },
      ],
      (path) => pages.has(path),
    );
    expect(problems).toEqual([
      'src/content/redirects.yaml, entry 2 (/resources -> /): /resources is a page of the site; remove the entry or the page',
      'src/content/redirects.yaml, entry 3 (/old -> /guides/gone): /guides/gone is not a page of the site',
    ]);
  });
  it('leaves a forwarding page at the old address that search does not index', () => {
    const html = forwardingPage({ from: '/spam', to: '/guides/spam' }, 'https://www.example.com');
    expect(html).toContain('<meta http-equiv="refresh" content="0;url=/guides/spam">');
    expect(html).toContain('<meta name="robots" content="noindex">');
    expect(html).toContain('<link rel="canonical" href="https://www.example.com/guides/spam">');
  });
});
