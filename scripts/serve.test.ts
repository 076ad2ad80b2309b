// @vitest-environment node
import { type ChildProcess, spawn } from 'node:child_process';
import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const headersFile = `# written by the build
/*
  Content-Security-Policy: default-src 'self'; frame-ancestors 'none'
  X-Content-Type-Options: nosniff

/_astro/*
  Cache-Control: public, max-age=31536000, immutable
`;

let server: ChildProcess;
const port = 4900 + Math.floor(Math.random() * 90);
const url = (path: string, init?: RequestInit) => fetch(`http://localhost:${port}${path}`, init);
/** The answer itself, not where a redirect leads. */
const answer = (path: string) => url(path, { redirect: 'manual' });
/** Part of the media file, as a player seeking in it asks for it. */
const clipRange = (range: string) => url('/clip.mp3', { headers: { Range: range } });

beforeAll(async () => {
  const dir = mkdtempSync(join(tmpdir(), 'dist-'));
  writeFileSync(join(dir, 'index.html'), '<h1>home</h1>');
  writeFileSync(join(dir, '404.html'), '<h1>not here</h1>');
  writeFileSync(join(dir, 'clip.mp3'), Buffer.from([0, 1, 2, 3, 4, 5, 6, 7, 8, 9]));
  writeFileSync(join(dir, '_headers'), headersFile);
  writeFileSync(
    join(dir, '_redirects'),
    '# written by the build\n/short /guides/long 301\n/short/ /guides/long 301\n/for-now /resources 302\n',
  );
  mkdirSync(join(dir, '_astro'));
  writeFileSync(join(dir, '_astro', 'page.B1c2.js'), 'console.log(1)');
  writeFileSync(join(dir, 'resources.html'), `<h1>resources</h1>${'x'.repeat(4000)}`);
  const forwardingPage =
    '<!doctype html><title>Redirecting to: /guides/long</title><meta http-equiv="refresh" content="0;url=/guides/long"><body><a href="/guides/long">Redirecting</a></body>';
  for (const page of ['short', 'forwarding'])
    writeFileSync(join(dir, `${page}.html`), forwardingPage);
  server = spawn(process.execPath, ['scripts/serve.mjs'], {
    env: { ...process.env, DIST_DIR: dir, PORT: String(port) },
  });
  await new Promise<void>((resolve) => server.stdout?.once('data', () => resolve()));
});

afterAll(() => server.kill());

describe('the static server', () => {
  it('serves a page at its one address, and sends its other spellings there, as Cloudflare does', async () => {
    const response = await url('/resources');
    expect(response.status).toBe(200);
    expect(await response.text()).toContain('<h1>resources</h1>');
    for (const [path, to] of [
      ['/resources/', '/resources'],
      ['/resources.html?utm_source=x', '/resources?utm_source=x'],
      ['/index.html', '/'],
    ] as const) {
      const other = await answer(path);
      expect([other.status, other.headers.get('location')], path).toEqual([308, to]);
    }
    expect((await url('/nope/')).status).toBe(404);
  });
  it('answers an unknown path with the 404 page and status 404', async () => {
    const response = await url('/nope');
    expect(response.status).toBe(404);
    expect(await response.text()).toContain('not here');
  });
  it('answers an address dist/_redirects lists with its status and target, query and all', async () => {
    for (const path of ['/short', '/short/']) {
      const response = await answer(`${path}?utm_source=x&utm_medium=y`);
      expect(response.status).toBe(301);
      expect(response.headers.get('location')).toBe('/guides/long?utm_source=x&utm_medium=y');
    }
    const temporary = await answer('/for-now');
    expect([temporary.status, temporary.headers.get('location')]).toEqual([302, '/resources']);
  });
  it('matches a listed address exactly, as Cloudflare Pages does', async () => {
    // The build lists /a and /a/ both; a page the file does not list is a page, even Astro's
    // forwarding page.
    const unlisted = await answer('/for-now/');
    expect(unlisted.status).toBe(404);
    const page = await answer('/forwarding');
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('http-equiv="refresh"');
  });
  it("sends dist/_headers' headers on every answer: pages, the 404 page and redirects", async () => {
    const answers = [await url('/resources'), await url('/nope'), await answer('/short')];
    expect(answers.map((answer) => answer.status)).toEqual([200, 404, 301]);
    for (const answer of answers) {
      expect(answer.headers.get('content-security-policy')).toBe(
        "default-src 'self'; frame-ancestors 'none'",
      );
      expect(answer.headers.get('x-content-type-options')).toBe('nosniff');
    }
  });
  it('caches fingerprinted files for a year and has pages revalidate', async () => {
    const asset = await url('/_astro/page.B1c2.js');
    expect(asset.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
    expect(asset.headers.get('x-content-type-options')).toBe('nosniff');
    for (const path of ['/', '/resources', '/clip.mp3']) {
      expect((await url(path)).headers.get('cache-control')).toBe(
        'public, max-age=0, must-revalidate',
      );
    }
  });
  it('never serves the _headers and _redirects files, as a CDN reads them but does not publish them', async () => {
    expect((await url('/_headers')).status).toBe(404);
    expect((await url('/_redirects')).status).toBe(404);
  });
  it('never serves files outside the build folder', async () => {
    const response = await url('/..%2f..%2fetc/passwd');
    expect(response.status).toBe(404);
  });
  it('compresses text the way a CDN would', async () => {
    const response = await url('/resources');
    expect(response.headers.get('content-encoding')).toMatch(/br|gzip/);
  });
  it('answers byte ranges of media, so players can seek', async () => {
    const whole = await url('/clip.mp3');
    expect(whole.headers.get('accept-ranges')).toBe('bytes');
    const part = await clipRange('bytes=2-4');
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([2, 3, 4]);
    const tail = await clipRange('bytes=7-');
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([7, 8, 9]);
    expect((await clipRange('bytes=20-')).status).toBe(416);
  });
});
