/**
 * The editor's Astro config: the public site's config plus Keystatic at /keystatic. Keystatic's
 * routes render on demand, which the public, static build refuses (NoAdapterInstalled), so it
 * lives here and only `npm run edit` and the editor's deployment use it.
 *
 * - `npm run edit`: the dev server, saving into this repository's files.
 * - `npm run editor:build`: with PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name set, a Cloudflare Worker
 *   (dist-editor/) whose editor logs in with GitHub and saves each change as a commit.
 */
import cloudflare from '@astrojs/cloudflare';
import keystatic from '@keystatic/astro';
import type { AstroUserConfig } from 'astro';
import { passthroughImageService } from 'astro/config';
import type { Plugin } from 'vite';
import site from './astro.config';

const building = process.argv.includes('build');

/**
 * The editor's UI asks Google's font CDN for Inter: offline it waits on it, and a visit to the
 * editor would tell Google. The link gets an empty stylesheet instead (the UI's own fallback
 * faces show), in the dev server's prebundle and in the build alike.
 */
const fontCdn = 'https://fonts.googleapis.com/css2?family=Inter:wght@400;500;600;700&display=swap';
const noFontCdn = {
  name: 'editor-no-font-cdn',
  transform(code: string) {
    return code.includes(fontCdn) ? code.replaceAll(fontCdn, 'data:text/css,') : null;
  },
};

/**
 * The forms are built from the zod schemas, and one of those checks at build time that a picture
 * exists (node:fs). In the browser that check has nothing to do: the form checks the path.
 */
const browserFs: Plugin = {
  name: 'editor-browser-fs',
  enforce: 'pre',
  resolveId(id, _importer, options) {
    return id === 'node:fs' && !options?.ssr ? '\0editor-browser-fs' : null;
  },
  load(id) {
    return id === '\0editor-browser-fs' ? 'export const existsSync = () => true;' : null;
  },
};

const editor: AstroUserConfig = {
  ...(site as AstroUserConfig),
  // The public site's build writes dist/; the editor's never touches it.
  outDir: './dist-editor',
  ...(building
    ? {
        adapter: cloudflare({ imageService: 'passthrough' }),
        image: { service: passthroughImageService() },
      }
    : {}),
  integrations: [...(site.integrations ?? []), keystatic()],
  vite: {
    ...site.vite,
    plugins: [...(site.vite?.plugins ?? []), noFontCdn, browserFs],
    optimizeDeps: {
      rolldownOptions: { plugins: [noFontCdn] },
    },
  },
};

export default editor;
