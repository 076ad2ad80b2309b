import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { htmlFileOf } from '../../scripts/site-map.ts';
import {
  forwardingPage,
  REDIRECTS_FILE,
  redirectProblems,
  redirectsFileText,
} from '../lib/redirectsFile';
import type { Redirect } from '../schemas/redirects';

const NOTE = `Written by "npm run build" from ${REDIRECTS_FILE} (src/integrations/redirectsFile.ts):
do not edit, rebuild. Cloudflare Pages answers these with the status given, and so does npm start,
which runs its runtime. Hosts that read no such file show the forwarding page at the old address.`;

/**
 * The marketer's redirects. `astro dev` follows them as Astro's own `redirects`. A build first
 * writes every page; then a redirect to an address that is not a page, or from one that is (Astro's
 * own redirects would silently replace it), stops the build naming its entry; then come
 * dist/_redirects, which the CDN (and npm start, its runtime) answers with 301s, and a forwarding
 * page at each old address for hosts that read no such file.
 */
export function redirectsFile(redirects: Redirect[]): AstroIntegration {
  let siteUrl = '';
  return {
    name: 'redirects-file',
    hooks: {
      'astro:config:setup': ({ command, config, updateConfig }) => {
        siteUrl = config.site ?? '';
        if (command === 'dev') {
          updateConfig({
            redirects: Object.fromEntries(redirects.map(({ from, to }) => [from, to])),
          });
        }
      },
      'astro:build:done': ({ dir, logger }) => {
        const dist = fileURLToPath(dir);
        const problems = redirectProblems(redirects, (path) => existsSync(htmlFileOf(path, dist)));
        if (problems.length) throw new Error(`Redirects that cannot work:\n${problems.join('\n')}`);
        const text = redirectsFileText(redirects, NOTE);
        writeFileSync(join(dist, '_redirects'), text);
        for (const redirect of redirects) {
          const file = htmlFileOf(redirect.from, dist);
          mkdirSync(dirname(file), { recursive: true });
          writeFileSync(file, forwardingPage(redirect, siteUrl));
        }
        const rules = text.split('\n').filter((line) => line.startsWith('/')).length;
        logger.info(`dist/_redirects written: ${rules} rules for the CDN`);
      },
    },
  };
}
