// @vitest-environment node
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { forwardingPage } from '../src/build/redirectsFile';
import { builtRedirects, builtRoutes, htmlFileOf, redirectTarget } from './site-map.ts';

const redirectPage = (to: string) =>
  `<!doctype html><title>Redirecting to: ${to}</title><meta http-equiv="refresh" content="0;url=${to}"><meta name="robots" content="noindex"><body><a href="${to}">Redirecting</a></body>`;

describe('the map of the built site', () => {
  it('reads where a redirect page sends the visitor, and nothing from a real page', () => {
    expect(redirectTarget(redirectPage('/guides/a'))).toBe('/guides/a');
    expect(redirectTarget('<!doctype html><html><head><title>A</title></head></html>')).toBeNull();
  });

  it('knows the forwarding page the build writes by its refresh, not by its wording', () => {
    const written = forwardingPage(
      { from: '/spam', to: '/guides/get-out-of-spam' },
      'https://a.test',
    );
    expect(redirectTarget(written)).toBe('/guides/get-out-of-spam');
    const reworded = `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><title>Moved</title><META HTTP-EQUIV="Refresh" CONTENT="0; URL='/guides/b'"></head></html>`;
    expect(redirectTarget(reworded)).toBe('/guides/b');
  });

  it('lists real pages as routes and redirect pages apart, with their targets', () => {
    const dist = mkdtempSync(join(tmpdir(), 'dist-'));
    writeFileSync(join(dist, 'index.html'), '<!doctype html><h1>home</h1>');
    writeFileSync(join(dist, '404.html'), '<!doctype html><h1>404</h1>');
    mkdirSync(join(dist, 'guides'));
    writeFileSync(join(dist, 'guides.html'), '<!doctype html><h1>Guides</h1>');
    writeFileSync(join(dist, 'guides/a.html'), '<!doctype html><h1>A</h1>');
    writeFileSync(join(dist, 'a.html'), redirectPage('/guides/a'));
    expect(builtRoutes(dist)).toEqual(['/', '/404', '/guides', '/guides/a']);
    expect(builtRedirects(dist)).toEqual([['/a', '/guides/a']]);
  });

  it('names the file the build wrote for each route', () => {
    expect(htmlFileOf('/', 'dist')).toBe(join('dist', 'index.html'));
    expect(htmlFileOf('/404', 'dist')).toBe(join('dist', '404.html'));
    expect(htmlFileOf('/guides/a/', 'dist')).toBe(join('dist', 'guides', 'a.html'));
  });
});
