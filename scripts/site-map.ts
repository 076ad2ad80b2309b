// The one list of ports and routes that the server, the browser tests, the bench and the
// screenshots share. Routes come from the built site itself, so a new page is covered with no edit.
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join, relative, sep } from 'node:path';
import { Parser } from 'htmlparser2';

/** Each tool gets its own port, so they can run side by side; env vars override for parallel runs. */
export const ports = {
  serve: Number(process.env.PORT ?? 4321),
  e2e: Number(process.env.E2E_PORT ?? 4322),
  bench: Number(process.env.BENCH_PORT ?? 4323),
  screenshots: Number(process.env.SCREENSHOTS_PORT ?? 4324),
  webkit: Number(process.env.WEBKIT_PORT ?? 4325),
  /** The analytics stand-in (tests/analytics/standin.mjs): each provider's script and collector. */
  standin: Number(process.env.ANALYTICS_STANDIN_PORT ?? 4327),
  /** The copy of the site built with every provider on (tests/analytics/build-site.ts). */
  analytics: Number(process.env.ANALYTICS_PORT ?? 4328),
};

/**
 * Where a page the build wrote for a redirect (src/content/redirects.yaml) sends the visitor, or
 * null for a real page: such a page is a meta refresh with the target's address, read as a
 * browser reads it, whatever else the page says.
 */
export function redirectTarget(html: string): string | null {
  let target: string | null = null;
  const parser = new Parser({
    onopentag(name, attributes) {
      if (target !== null || name !== 'meta') return;
      if (attributes['http-equiv']?.toLowerCase() !== 'refresh') return;
      target =
        /^\s*\d+\s*[;,]\s*url\s*=\s*['"]?([^'"\s]+)/i.exec(attributes.content ?? '')?.[1] ?? null;
    },
  });
  parser.end(html);
  return target;
}

/**
 * Every page in the built site (build.format 'file': `index.html` at '/', `a/b.html` at '/a/b'),
 * as the path a visitor types, with where it redirects.
 */
function builtPages(dist: string): { route: string; to: string | null }[] {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No built site in ${dist}: run "npm run build" first.`);
  }
  const pages: { route: string; to: string | null }[] = [];
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(path);
      } else if (entry.name.endsWith('.html')) {
        const route = `/${relative(dist, path)
          .split(sep)
          .join('/')
          .replace(/\.html$/, '')}`;
        if (route === '/404') pages.push({ route, to: null });
        else if (route === '/index') pages.push({ route: '/', to: null });
        else pages.push({ route, to: redirectTarget(readFileSync(path, 'utf8')) });
      }
    }
  };
  walk(dist);
  return pages.sort((a, b) => a.route.localeCompare(b.route));
}

/** The file the build wrote for a route: '/' is index.html, '/404' 404.html, '/a/b' a/b.html. */
export function htmlFileOf(route: string, dist = 'dist'): string {
  const path = route.replace(/^\/+|\/+$/g, '').replace(/\.html$/, '');
  return join(dist, `${path || 'index'}.html`);
}

/** Every page in the built site, as the path a visitor types: '/', '/resources', '/404'. */
export function builtRoutes(dist = 'dist'): string[] {
  return builtPages(dist)
    .filter((page) => page.to === null)
    .map((page) => page.route);
}

/** The short addresses that redirect, each with its target: [['/get-out-of-spam', '/guides/...']]. */
export function builtRedirects(dist = 'dist'): [string, string][] {
  return builtPages(dist).flatMap((page) => (page.to === null ? [] : [[page.route, page.to]]));
}

/** The routes to test as a visitor would: every page, and an unknown address (the 404 page). */
export function routesForTests(dist = 'dist'): string[] {
  return [...builtRoutes(dist).filter((route) => route !== '/404'), '/this-page-does-not-exist'];
}
