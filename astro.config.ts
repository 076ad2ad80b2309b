import mdx from '@astrojs/mdx';
import react from '@astrojs/react';
import sitemap from '@astrojs/sitemap';
import tailwindcss from '@tailwindcss/vite';
import { defineConfig } from 'astro/config';
import { site } from './src/site.config';

/** Pages marked noindex (BaseLayout) stay out of the sitemap too. */
const unlisted = ['/404', '/client-onboarding'];

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
  integrations: [
    react(),
    mdx(),
    sitemap({
      filter: (page) => !unlisted.some((path) => new URL(page).pathname.startsWith(path)),
      serialize: (item) => ({ ...item, url: canonical(item.url) }),
    }),
  ],
  vite: { plugins: [tailwindcss()] },
});
