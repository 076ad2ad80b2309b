// The one list of ports and routes that the server, the browser tests, the bench and the
// screenshots share. Routes come from the built site itself, so a new page is covered with no edit.
import { existsSync, readdirSync } from 'node:fs';
import { join, relative, sep } from 'node:path';

/** Each tool gets its own port, so they can run side by side; env vars override for parallel runs. */
export const ports = {
  serve: Number(process.env.PORT ?? 4321),
  e2e: Number(process.env.E2E_PORT ?? 4322),
  bench: Number(process.env.BENCH_PORT ?? 4323),
  screenshots: Number(process.env.SCREENSHOTS_PORT ?? 4324),
};

/** Every page in the built site, as the path a visitor types: '/', '/resources', '/404'. */
export function builtRoutes(dist = 'dist') {
  if (!existsSync(join(dist, 'index.html'))) {
    throw new Error(`No built site in ${dist}: run "npm run build" first.`);
  }
  const routes = [];
  const walk = (dir) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) {
        if (entry.name !== '_astro') walk(path);
      } else if (entry.name === 'index.html') {
        const route = relative(dist, dir).split(sep).join('/');
        routes.push(`/${route}`);
      } else if (entry.name === '404.html' && dir === dist) {
        routes.push('/404');
      }
    }
  };
  walk(dist);
  return routes.sort();
}

/** The routes to test as a visitor would: every page, and an unknown address (the 404 page). */
export function routesForTests(dist = 'dist') {
  return [...builtRoutes(dist).filter((route) => route !== '/404'), '/this-page-does-not-exist'];
}
