import { readFileSync } from 'node:fs';

/** Every route of the built site, read from its sitemap so new pages are checked without edits. */
export function builtRoutes(): string[] {
  const index = readFileSync('dist/sitemap-0.xml', 'utf8');
  const paths = [...index.matchAll(/<loc>([^<]+)<\/loc>/g)].map((match) => {
    const path = new URL(match[1] ?? '/').pathname;
    return path.length > 1 ? path.replace(/\/$/, '') : path;
  });
  if (paths.length === 0)
    throw new Error('dist/sitemap-0.xml lists no pages: build the site first.');
  return paths;
}

/** The routes plus the page an unknown address gets. */
export function routesWith404(): string[] {
  return [...builtRoutes(), '/this-page-does-not-exist'];
}
