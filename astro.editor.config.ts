/**
 * The editor's Astro config: the public site's config plus Keystatic at /keystatic. Keystatic's
 * routes render on demand, which the public, static build refuses (NoAdapterInstalled), so it
 * lives here and only `npm run edit` and the editor's deployment use it.
 *
 * - `npm run edit`: the dev server, saving into this repository's files.
 * - `npm run editor:build`: with PUBLIC_KEYSTATIC_GITHUB_REPO=owner/name set, a Cloudflare Worker
 *   (dist-editor/) whose editor logs in with GitHub and saves each change as a commit.
 */
import { rmSync } from 'node:fs';
import cloudflare from '@astrojs/cloudflare';
import react from '@astrojs/react';
import keystatic from '@keystatic/astro';
import type { AstroUserConfig } from 'astro';
import { passthroughImageService } from 'astro/config';
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
 * Cloudflare's build leaves .wrangler/deploy/config.json, which points every wrangler command in
 * the project at the editor's Worker: `wrangler pages dev dist` (the public site's tests) then
 * refuses to start. `npm run editor:deploy` names its config, so the pointer goes.
 */
const noDeployPointer = {
  name: 'editor-no-deploy-pointer',
  hooks: {
    'astro:build:done': () => rmSync('.wrangler/deploy/config.json', { force: true }),
  },
};

/** `npm run edit`: the whole site, as `npm run dev` serves it, with the editor beside it. */
const local: AstroUserConfig = {
  ...(site as AstroUserConfig),
  integrations: [...(site.integrations ?? []), keystatic()],
  vite: {
    ...site.vite,
    plugins: [...(site.vite?.plugins ?? []), noFontCdn],
    optimizeDeps: { rolldownOptions: { plugins: [noFontCdn] } },
  },
};

/**
 * The deployment: the editor alone, as a Cloudflare Worker (dist-editor/). Its pages come from
 * src/editor/deploy/ (its address opens the editor), never the site's: the public site is built
 * and served on its own, and none of it needs to run on demand.
 */
const deployed: AstroUserConfig = {
  ...(site.site ? { site: site.site } : {}),
  srcDir: './src/editor/deploy',
  outDir: './dist-editor',
  output: 'server',
  adapter: cloudflare({ imageService: 'passthrough', configPath: 'wrangler.editor.jsonc' }),
  image: { service: passthroughImageService() },
  integrations: [react(), keystatic(), noDeployPointer],
  vite: { plugins: [noFontCdn] },
};

export default building ? deployed : local;
