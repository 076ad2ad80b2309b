import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import { formatRedirectsFile, redirectRules } from '../lib/redirectsFile';

const NOTE = `Written by "npm run build" from astro.config.ts \`redirects\` (src/integrations/redirectsFile.ts):
do not edit, rebuild. Cloudflare Pages answers these with the status given, and so does npm start,
which runs its runtime. Hosts that read no such file show Astro's forwarding page instead.`;

/** Writes `<dist>/_redirects` for astro.config.ts `redirects`, and returns its text. */
export function writeRedirectsFile(dist: string, redirects: AstroConfig['redirects']): string {
  const text = formatRedirectsFile(redirectRules(redirects), NOTE);
  writeFileSync(join(dist, '_redirects'), text);
  return text;
}

/**
 * The short addresses as real 301s on a CDN: after every build, dist/_redirects from the same
 * `redirects` that Astro writes its forwarding pages for, the one place they are listed.
 */
export function redirectsFile(): AstroIntegration {
  let redirects: AstroConfig['redirects'] = {};
  return {
    name: 'redirects-file',
    hooks: {
      'astro:config:done': ({ config }) => {
        redirects = config.redirects;
      },
      'astro:build:done': ({ dir, logger }) => {
        const text = writeRedirectsFile(fileURLToPath(dir), redirects);
        const rules = text.split('\n').filter((line) => line.startsWith('/')).length;
        logger.info(`dist/_redirects written: ${rules} rules for the CDN`);
      },
    },
  };
}
