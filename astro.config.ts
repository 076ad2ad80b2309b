import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig, sharpImageService } from 'astro/config';
import { afterPaintDirective } from './src/integrations/afterPaintDirective';
import { searchAndSharing } from './src/integrations/searchAndSharing';
import { securityHeaders } from './src/integrations/securityHeaders';
import { thirdPartyLicenses } from './src/integrations/thirdPartyLicenses';
import { site } from './src/site.config';

/**
 * Link cards for every page in search, and the sitemap's one rule: a page is listed unless its own
 * `<meta name="robots">` says noindex (BaseLayout's `noindex`: the 404 page, client onboarding, the
 * 'coming soon' pages, the redirect pages). tests/e2e/seo.spec.ts compares the two on every route.
 */
const search = searchAndSharing(site);

/** The sitemap lists each page at its canonical address (src/lib/seo.ts): no trailing slash. */
function canonical(url: string): string {
  const parsed = new URL(url);
  if (parsed.pathname !== '/') parsed.pathname = parsed.pathname.replace(/\/+$/, '');
  return parsed.href;
}

export default defineConfig({
  site: site.siteUrl,
  trailingSlash: 'ignore',
  build: { format: 'directory', inlineStylesheets: 'always' },
  prefetch: false,
  /**
   * Pictures are cut to several widths in AVIF and WebP (src/lib/pictureSizes.ts). AVIF at quality
   * 70: at sharp's default 50 the guide pictures' rounded corners and small text came out blocky
   * (still about a fifth smaller than WebP at 80). Effort 2: the default took most of a minute of
   * a cold build on two cores, this a tenth of that, for files 1-4 % larger. The build keeps each
   * file in node_modules/.astro between runs.
   */
  image: { service: sharpImageService({ avif: { quality: 70, effort: 2 } }) },
  // Guides say exactly what their MDX says: SPEC's strings keep their straight quotes.
  markdown: { smartypants: false },
  /**
   * Short addresses for the guides. The build writes a small page at each that sends the visitor
   * on and names the guide as canonical; scripts/serve.mjs answers them with a 301, as a CDN would.
   */
  redirects: {
    '/facebook-lead-forms-vs-landing-pages': '/guides/facebook-lead-forms-vs-landing-pages',
    '/get-out-of-spam': '/guides/get-out-of-spam',
  },
  integrations: [
    react(),
    afterPaintDirective(),
    mdx(),
    search.integration,
    sitemap({
      filter: search.inSearch,
      serialize: (item) => ({ ...item, url: canonical(item.url) }),
    }),
    // dist/_headers: the Content-Security-Policy (with the built pages' script hashes) and the
    // other security and caching headers, for the CDN and for scripts/serve.mjs.
    securityHeaders(site),
    thirdPartyLicenses(),
  ],
  vite: {
    plugins: [tailwindcss()],
    // Licence comments leave the scripts (each icon repeated its own) for one notices file.
    esbuild: { legalComments: 'none' },
  },
});
