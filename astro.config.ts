import { readFileSync } from 'node:fs';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, sharpImageService } from 'astro/config';
import { load } from 'js-yaml';
import { requireSupportedNode } from './scripts/node-version.ts';
import { afterPaintDirective } from './src/build/afterPaintDirective';
import { clientLicenses } from './src/build/clientLicenses';
import { criticalCss } from './src/build/criticalCss';
import { experiments } from './src/build/experiments';
import { measurement } from './src/build/measurement';
import { REDIRECTS_FILE, readRedirects, redirectsFile } from './src/build/redirectsFile';
import { searchAndSharing } from './src/build/searchAndSharing';
import { securityHeaders } from './src/build/securityHeaders';
import { normalPath } from './src/lib/seo';
import { site } from './src/site.config';

/**
 * Link cards for every page in search, and the sitemap's one rule: a page is listed unless its own
 * `<meta name="robots">` says noindex (BaseLayout's `noindex`: the 404 page, campaign pages kept out of
 * search such as client onboarding, the 'coming soon' pages, the redirect pages). tests/e2e/seo.spec.ts compares the two on every route.
 */
const search = searchAndSharing(site);

/** The sitemap lists each page at its canonical address (src/lib/seo.ts): '/a', not '/a.html'. */
function canonical(url: string): string {
  const parsed = new URL(url);
  parsed.pathname = normalPath(parsed.pathname);
  return parsed.href;
}

requireSupportedNode();

/** Old addresses sent on to pages: the editor's 'Redirects' form. */
const redirects = readRedirects(
  load(readFileSync(new URL(`./${REDIRECTS_FILE}`, import.meta.url), 'utf8'), {
    filename: REDIRECTS_FILE,
  }),
);

export default defineConfig({
  site: site.siteUrl,
  trailingSlash: 'ignore',
  /**
   * One file per page, `resources.html`: Cloudflare Pages and Netlify serve it at `/resources`,
   * the address the canonical links, the sitemap and every link name. Written as
   * `resources/index.html`, the page answered `/resources` with a 308 to `/resources/` there.
   * The stylesheet is one hashed file: src/build/criticalCss.ts inlines each page's
   * first-screen rules and links it after that screen.
   */
  build: { format: 'file', inlineStylesheets: 'never' },
  prefetch: false,
  /**
   * Pictures are cut to several widths in AVIF and WebP (src/lib/pictureSizes.ts). AVIF at quality
   * 70: at sharp's default 50 the guide pictures' rounded corners and small text came out blocky
   * (still about a fifth smaller than WebP at 80). Effort 2: the default took most of a minute of
   * a cold build on two cores, this a tenth of that, for files 1-4 % larger. The build keeps each
   * file in node_modules/.astro between runs.
   */
  image: { service: sharpImageService({ avif: { quality: 70, effort: 2 } }) },
  // Guides say exactly what their MDX says: product.md's strings keep their straight quotes.
  markdown: { processor: satteri({ features: { smartPunctuation: false } }) },
  integrations: [
    react(),
    afterPaintDirective(),
    mdx(),
    // First of the build's after-steps: the others read the pages as they will be served.
    criticalCss(),
    search.integration,
    sitemap({
      filter: search.inSearch,
      serialize: (item) => ({ ...item, url: canonical(item.url) }),
    }),
    // dist/_headers: the Content-Security-Policy (with the built pages' script hashes) and the
    // other security and caching headers, for the CDN (and npm start, which runs its runtime).
    securityHeaders(site),
    // dist/_redirects: the redirects above as 301s, for the CDN (and npm start), and a forwarding
    // page at each old address; a redirect to no page, or from a page, stops the build.
    redirectsFile(redirects),
    measurement(site.analytics),
    // While an experiment runs, dist/_worker.js and dist/_routes.json: the CDN's choice of version.
    experiments(),
  ],
  vite: {
    plugins: [tailwindcss(), clientLicenses()],
    // Licence comments leave the scripts (each icon repeated its own) for one notices file,
    // dist/third-party-licenses.txt, of the packages the client build bundles (clientLicenses).
    build: {
      rolldownOptions: { output: { comments: { legal: false } } },
      // A page's own script (the page-wide behaviours, the home page's particles and counters) is
      // written into the page when it shares no module with another and is under this size: no
      // request on a slow line before the first screen, no chunk that can fail. An SVG is always a
      // file: the icons' one file says why (src/styles/global.css). Other assets keep Vite's 4 KB.
      assetsInlineLimit: (file, content) =>
        file.endsWith('.svg') ? false : file.endsWith('.js') ? content.length < 12_288 : undefined,
    },
  },
});
