import { describe, expect, it, vi } from 'vitest';
import { homeExperiment } from '../test/experimentFixture';
import { answer } from './edge';

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
