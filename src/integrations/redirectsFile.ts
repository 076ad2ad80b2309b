import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroConfig, AstroIntegration } from 'astro';
import { redirectsFileProblems } from '../lib/cdnLimits';
import { formatRedirectsFile, redirectRules } from '../lib/redirectsFile';

const NOTE = `Written by "npm run build" from astro.config.ts \`redirects\` (src/integrations/redirectsFile.ts):
do not edit, rebuild. Cloudflare Pages and Netlify answer these with the status given; npm start
does too. Hosts that read no such file show Astro's forwarding page at each address instead.`;

/**
 * Writes `<dist>/_redirects` for astro.config.ts `redirects`, and returns its text. Throws, with
 * what is wrong, when Cloudflare Pages would ignore part of it (src/lib/cdnLimits.ts).
 */
export function writeRedirectsFile(dist: string, redirects: AstroConfig['redirects']): string {
  const text = formatRedirectsFile(redirectRules(redirects), NOTE);
  const problems = redirectsFileProblems(text);
  if (problems.length > 0) {
    throw new Error(
      `dist/_redirects would not work as written on Cloudflare Pages:\n  ${problems.join('\n  ')}`,
    );
  }
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
