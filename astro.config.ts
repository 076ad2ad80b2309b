import { readFileSync } from 'node:fs';
import { satteri } from '@astrojs/markdown-satteri';
import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, sharpImageService } from 'astro/config';
import { load } from 'js-yaml';
import { requireSupportedNode } from './scripts/node-version.ts';
import { buildSteps } from './src/build/buildSteps';
import { REDIRECTS_FILE, readRedirects } from './src/build/redirectsFile';
import { site } from './src/site.config';

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
  // The framework's renderers (React's islands, MDX's guides), then the site's own build steps as
  // one entry, in their order (src/build/buildSteps.ts): the client directive, licence notices,
  // measurement, experiments, one pass over the built pages (first-screen CSS, link cards,
  // security headers, redirects), and the sitemap, whose filter reads what that pass found.
  integrations: [react(), mdx(), buildSteps({ site, redirects })],
  vite: {
    plugins: [tailwindcss()],
    // Licence comments leave the scripts for one notices file (src/build/clientLicenses.ts).
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
