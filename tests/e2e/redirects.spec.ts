import { builtRedirects, builtRoutes } from '../../scripts/site-map.ts';
import { expect, test } from './fixtures';

const campaign = '?utm_source=newsletter&utm_campaign=spring';

test('each short address answers a 301 to its guide, the query string carried along', async ({
  request,
}) => {
  for (const [from, to] of builtRedirects()) {
    for (const path of [from, `${from}/`]) {
      const plain = await request.get(path, { maxRedirects: 0 });
      expect([plain.status(), plain.headers().location], path).toEqual([301, to]);
      const tagged = await request.get(`${path}${campaign}`, { maxRedirects: 0 });
      expect([tagged.status(), tagged.headers().location], path).toEqual([301, `${to}${campaign}`]);
    }
  }
});

test('a visitor following a short address reads the guide, campaign parameters kept', async ({
  page,
}) => {
  for (const [from, to] of builtRedirects()) {
    const response = await page.goto(`${from}${campaign}`);
    expect(response?.status(), from).toBe(200);
    const landed = new URL(page.url());
    expect(landed.pathname, from).toBe(to);
    expect(landed.search, from).toBe(campaign);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
});

// Each page's canonical address is its route: seo.spec.ts.
test('every page answers at its own address, with no redirect', async ({ request }) => {
  // Written as a/index.html (build.format 'directory'), a page answered /a with a 308 to /a/ on
  // Cloudflare Pages, so every link and canonical address cost a visitor a redirect.
  for (const route of builtRoutes().filter((route) => route !== '/404')) {
    const response = await request.get(route, { maxRedirects: 0 });
    expect(response.status(), route).toBe(200);
  }
});

test("a page's other spellings, /a/ and /a.html, are sent to /a with the query kept", async ({
  request,
}) => {
  for (const route of ['/resources', '/guides/get-out-of-spam']) {
    for (const other of [`${route}/`, `${route}.html`]) {
      const response = await request.get(`${other}${campaign}`, { maxRedirects: 0 });
      const { pathname, search } = new URL(response.headers().location ?? '', 'http://x');
      expect([response.status(), `${pathname}${search}`], other).toEqual([
        308,
        `${route}${campaign}`,
      ]);
    }
  }
});
