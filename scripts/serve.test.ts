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
const url = (path: string) => fetch(`http://localhost:${port}${path}`);

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
    ]) {
      const other = await fetch(`http://localhost:${port}${path}`, { redirect: 'manual' });
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
    const answer = (path: string) =>
      fetch(`http://localhost:${port}${path}`, { redirect: 'manual' });
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
    const unlisted = await fetch(`http://localhost:${port}/for-now/`, { redirect: 'manual' });
    expect(unlisted.status).toBe(404);
    const page = await fetch(`http://localhost:${port}/forwarding`, { redirect: 'manual' });
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('http-equiv="refresh"');
  });
  it("sends dist/_headers' headers on every answer: pages, the 404 page and redirects", async () => {
    const answers = [
      await url('/resources'),
      await url('/nope'),
      await fetch(`http://localhost:${port}/short`, { redirect: 'manual' }),
    ];
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
    const part = await fetch(`http://localhost:${port}/clip.mp3`, {
      headers: { Range: 'bytes=2-4' },
    });
    expect(part.status).toBe(206);
    expect(part.headers.get('content-range')).toBe('bytes 2-4/10');
    expect([...new Uint8Array(await part.arrayBuffer())]).toEqual([2, 3, 4]);
    const tail = await fetch(`http://localhost:${port}/clip.mp3`, {
      headers: { Range: 'bytes=7-' },
    });
    expect([...new Uint8Array(await tail.arrayBuffer())]).toEqual([7, 8, 9]);
    const beyond = await fetch(`http://localhost:${port}/clip.mp3`, {
      headers: { Range: 'bytes=20-' },
    });
    expect(beyond.status).toBe(416);
  });
});
