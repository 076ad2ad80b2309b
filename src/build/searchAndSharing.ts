/**
 * What the build adds for search engines and link previews once every page is written:
 * - each page's own link card, drawn from its title (og:title, which is its <title>) and the brand;
 * - the one answer to "is this page in search?": the page's own `<meta name="robots">`, which the
 *   sitemap filter reads, so a new noindex page is left out of the sitemap with no edit.
 */
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { htmlFileOf } from '../../scripts/site-map.ts';
import { cardHeadline } from '../lib/seo';
import { CARD_COLOURS, drawOgCard } from './ogCard';
import type { PageStep } from './pagePass';
import { isNoindex, metaContent } from './robots';
import { pickColours, themeColours } from './themeColours';

export interface SearchAndSharingOptions {
  brandName: string;
  siteUrl: string;
  tagline: string;
}

/** The page's path under dist/ for an address of the sitemap: '/a' is 'a.html'. */
const pageAt = (url: string) => htmlFileOf(decodeURIComponent(new URL(url).pathname), '');

export function searchAndSharing(options: SearchAndSharingOptions) {
  /** Each page's path under dist/ and whether it is in search, found by the step. */
  let listed: Map<string, boolean> | undefined;

  /** For the sitemap's filter: a page is listed unless its own robots meta says noindex. */
  const inSearch = (url: string): boolean => {
    if (!listed) throw new Error('searchAndSharing: the sitemap filter ran before the build.');
    return listed.get(pageAt(url)) ?? false;
  };

  const step: PageStep = {
    name: 'link cards and the sitemap rule',
    async run(pages, { dist, root, logger }) {
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
      listed = new Map(pages.paths().map((path) => [path, !isNoindex(pages.get(path) ?? '')]));
      const started = performance.now();
      const drawn = await Promise.all(
        pages.paths().map(async (path) => {
          const html = pages.get(path) ?? '';
          const image = metaContent(html, 'og:image');
          const title = metaContent(html, 'og:title');
          // A forwarding page is noindex, and so is any page kept out of search: no card.
          if (!listed?.get(path) || !image?.startsWith(base)) return 0;
          if (!title) throw new Error(`${path}: the page has no og:title to draw its card from.`);
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
  };
  return { step, inSearch };
}
