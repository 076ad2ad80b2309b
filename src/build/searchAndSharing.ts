/**
 * What the build adds for search engines and link previews once every page is written:
 * - each page's own link card, drawn from its title (og:title, which is its <title>) and the brand;
 * - the one answer to "is this page in search?": the page's own `<meta name="robots">`, which the
 *   sitemap filter reads, so a new noindex page is left out of the sitemap with no edit.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { builtRoutes, htmlFileOf } from '../../scripts/site-map.ts';
import { cardHeadline } from '../lib/seo';
import { CARD_COLOURS, drawOgCard } from './ogCard';
import { isNoindex, metaContent } from './robots';
import { pickColours, themeColours } from './themeColours';

export interface SearchAndSharingOptions {
  brandName: string;
  siteUrl: string;
  tagline: string;
}

/** The built page at a sitemap address, or undefined when the build wrote no page there. */
function builtPageAt(outDir: string, url: string): string | undefined {
  const file = htmlFileOf(decodeURIComponent(new URL(url).pathname), outDir);
  return existsSync(file) ? readFileSync(file, 'utf8') : undefined;
}

export function searchAndSharing(options: SearchAndSharingOptions) {
  let outDir: string | undefined;
  let root = '';

  /** For the sitemap's filter: a page is listed unless its own robots meta says noindex. */
  const inSearch = (url: string): boolean => {
    if (!outDir) throw new Error('searchAndSharing: the sitemap filter ran before the build.');
    const html = builtPageAt(outDir, url);
    return html !== undefined && !isNoindex(html);
  };

  const integration: AstroIntegration = {
    name: 'search-and-sharing',
    hooks: {
      'astro:config:done': ({ config }) => {
        outDir = fileURLToPath(config.outDir);
        root = fileURLToPath(config.root);
      },
      'astro:build:done': async ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const base = `${new URL('/', options.siteUrl).href}og/`;
        const css = readFileSync(join(root, 'src/styles/global.css'), 'utf8');
        const card = {
          brandName: options.brandName,
          tagline: options.tagline,
          host: new URL(options.siteUrl).host,
          logoSvg: readFileSync(join(root, 'public/favicon.svg'), 'utf8'),
          colours: pickColours(themeColours(css), CARD_COLOURS),
          fonts: {
            display: readFileSync(join(root, 'src/assets/fonts/og/sora-700.woff')),
            text: readFileSync(join(root, 'src/assets/fonts/og/inter-500.woff')),
          },
        };
        const started = performance.now();
        const drawn = await Promise.all(
          builtRoutes(dist).map(async (route) => {
            const html = readFileSync(htmlFileOf(route, dist), 'utf8');
            const image = metaContent(html, 'og:image');
            const title = metaContent(html, 'og:title');
            if (isNoindex(html) || !image?.startsWith(base)) return 0;
            if (!title)
              throw new Error(`${route}: the page has no og:title to draw its card from.`);
            const file = join(dist, new URL(image).pathname);
            mkdirSync(dirname(file), { recursive: true });
            const headline = cardHeadline(title, options.brandName);
            writeFileSync(file, await drawOgCard({ ...card, headline }));
            return 1;
          }),
        );
        const count = drawn.reduce<number>((sum, one) => sum + one, 0);
        logger.info(`${count} link cards drawn in ${Math.round(performance.now() - started)} ms.`);
      },
    },
  };
  return { integration, inSearch };
}
