import { describe, expect, it, vi } from 'vitest';
import { homeExperiment } from '../test/experimentFixture';
import { answer, dayDraw } from './edge';

const home = homeExperiment;

/** The CDN's static files, each with the policy the CDN gives every page. */
function assets(files: Record<string, string>, fail?: string) {
  return {
    fetch: vi.fn(async (input: Request | URL) => {
      const path = (input instanceof URL ? input : new URL(input.url)).pathname;
      if (path === fail) throw new Error('network');
      const body = files[path];
      return body === undefined
        ? new Response('Not found', { status: 404 })
        : new Response(body, {
            headers: {
              'Content-Type': 'text/html; charset=utf-8',
              'Content-Security-Policy': "default-src 'self'",
              'Cache-Control': 'public, max-age=0, must-revalidate',
            },
          });
    }),
  };
}
const files = { '/': '<h1>Page</h1>', '/home-shorter': '<h1>Shorter</h1>', '/resources': 'r' };
// As the CDN hands it over: Node's own Request drops a Cookie header, as a browser's does.
const get = (path: string, cookie?: string) =>
  ({
    url: `https://www.example.com${path}`,
    method: 'GET',
    headers: new Headers(cookie ? { Cookie: cookie } : {}),
  }) as Request;

/** A request from one visitor: their address and their browser's name. */
const from = (ip: string, cookie?: string, agent = 'Safari') => {
  const request = get('/', cookie);
  request.headers.set('CF-Connecting-IP', ip);
  request.headers.set('User-Agent', agent);
  return request;
};

describe('a draw before an answer', () => {
  it('is the same for one visitor all day, another the next day, and split by the shares', async () => {
    const day = new Date('2026-12-07T08:00:00Z');
    const first = await dayDraw(from('203.0.113.7'), 'home-headline', day);
    expect(first).toBeGreaterThanOrEqual(0);
    expect(first).toBeLessThan(1);
    const later = new Date('2026-12-07T22:00:00Z');
    expect(await dayDraw(from('203.0.113.7'), 'home-headline', later)).toBe(first);
    const next = new Date('2026-12-08T08:00:00Z');
    expect(await dayDraw(from('203.0.113.7'), 'home-headline', next)).not.toBe(first);
    expect(await dayDraw(from('203.0.113.7', undefined, 'Firefox'), 'home-headline', day)).not.toBe(
      first,
    );
    let below = 0;
    for (let n = 0; n < 2000; n += 1) {
      if ((await dayDraw(from(`198.51.${n >> 8}.${n & 255}`), 'home-headline', day)) < 0.5) {
        below += 1;
      }
    }
    expect(below / 2000).toBeGreaterThanOrEqual(0.46);
    expect(below / 2000).toBeLessThanOrEqual(0.54);
  });

  it('serves a version with no cookie, the same on reload; the page after Reject', async () => {
    const env = { ASSETS: assets(files) };
    const seen = new Set<string>();
    for (let n = 0; n < 40; n += 1) {
      const visitor = `192.0.2.${n}`;
      const response = await answer(from(visitor), env, [home], () => 0, true);
      expect(response.headers.get('Set-Cookie')).toBeNull();
      expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
      const body = await response.text();
      seen.add(body);
      const again = await answer(from(visitor), env, [home], () => 0, true);
      expect(await again.text()).toBe(body);
      // On 'Accept' the version kept is the one already shown.
      const accepted = await answer(from(visitor, 'experiments=*'), env, [home], Math.random, true);
      expect(await accepted.text()).toBe(body);
      const refused = await answer(from(visitor, 'experiments=-'), env, [home], () => 0.9, true);
      expect(await refused.text()).toBe('<h1>Page</h1>');
      expect(refused.headers.get('Set-Cookie')).toBeNull();
    }
    expect(seen).toEqual(new Set(['<h1>Page</h1>', '<h1>Shorter</h1>']));
  });
});

describe('the edge', () => {
  it('answers a visitor without the cookie with the page, privately, and sets nothing', async () => {
    const response = await answer(get('/'), { ASSETS: assets(files) }, [home], () => 0.9);
    expect(await response.text()).toBe('<h1>Page</h1>');
    expect(response.headers.get('Set-Cookie')).toBeNull();
    expect(response.headers.get('Cache-Control')).toBe('private, no-cache');
    expect(response.headers.get('Vary')).toBe('Cookie');
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
  });

  it("answers the page's address with the drawn version's HTML, and keeps the draw", async () => {
    const response = await answer(
      get('/', 'experiments=*'),
      { ASSETS: assets(files) },
      [home],
      () => 0.9,
    );
    expect(await response.text()).toBe('<h1>Shorter</h1>');
    expect(response.status).toBe(200);
    expect(response.headers.get('Set-Cookie')).toBe(
      'experiments=home-headline:shorter; Path=/; Max-Age=15552000; SameSite=Lax; Secure',
    );
    expect(response.headers.get('Content-Security-Policy')).toBe("default-src 'self'");
  });

  it('leaves addresses that are not tested, and other methods, to the CDN as they are', async () => {
    const env = { ASSETS: assets(files) };
    const other = await answer(get('/resources', 'experiments=*'), env, [home]);
    expect(other.headers.get('Cache-Control')).toBe('public, max-age=0, must-revalidate');
    const post = await answer(new Request('https://www.example.com/', { method: 'POST' }), env, [
      home,
    ]);
    expect(post.headers.get('Vary')).toBeNull();
  });

  it('serves the page as it is when the version cannot be had, missing or failing', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const missing = { '/': files['/'] };
    for (const env of [{ ASSETS: assets(missing) }, { ASSETS: assets(files, '/home-shorter') }]) {
      const response = await answer(get('/', 'experiments=*'), env, [home], () => 0.9);
      expect(response.status).toBe(200);
      expect(await response.text()).toBe('<h1>Page</h1>');
      expect(response.headers.get('Set-Cookie')).toBeNull();
    }
  });
});
