import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { formatHeadersFile, headerRules, type PolicySources } from './headerPolicy';
import { scanPage } from './inlineScripts';

const NOTE = `Written by "npm run build" (src/build/securityHeaders.ts): do not edit, rebuild.
Cloudflare Pages applies it as is, and so does npm start, which runs Cloudflare's own runtime.`;

/** Cloudflare Pages ignores a longer line of `_headers` (its docs, "Limits"). */
const LINE_LIMIT = 2_000;

/**
 * Reads every built page, hashes its inline scripts and writes `<dist>/_headers` with one policy
 * for the whole site (the union of the hashes). Throws, naming page and markup, when a page holds
 * something the policy would block and no hash can allow (an onclick=, a javascript: link), and
 * when the policy's line is longer than Cloudflare Pages reads: it would drop it, and every page
 * would go out with no policy at all.
 */
export function writeHeadersFile(dist: string, config: PolicySources): string {
  const hashes = new Set<string>();
  const problems: string[] = [];
  const media = new Set<string>();
  const pages = readdirSync(dist, { recursive: true, encoding: 'utf8' });
  for (const page of pages.filter((name) => name.endsWith('.html')).sort()) {
    const scanned = scanPage(readFileSync(join(dist, page), 'utf8'));
    for (const hash of scanned.hashes) hashes.add(hash);
    for (const address of scanned.media) media.add(address);
    const wrong = scanned.problems;
    problems.push(...wrong.map((problem) => `  ${page}: ${problem}`));
  }
  if (problems.length > 0) {
    throw new Error(
      `The Content-Security-Policy would block script in the built pages, and no hash can allow it:\n${problems.join('\n')}\nMove that code into a <script> of the page or a React event handler.`,
    );
  }
  // What the pages play, wherever its address was written (a guide's episode is its own).
  const withPageMedia = { ...config, pageMedia: [...media] };
  const text = formatHeadersFile(headerRules(withPageMedia, [...hashes]), NOTE);
  const longest = Math.max(...text.split('\n').map((line) => line.length));
  if (longest > LINE_LIMIT) {
    throw new Error(
      `dist/_headers: the Content-Security-Policy line is ${longest} characters, over the ${LINE_LIMIT} Cloudflare Pages reads, so every page would go out with no policy. Fewer inline scripts or third-party origins shorten it.`,
    );
  }
  writeFileSync(join(dist, '_headers'), text);
  return text;
}

/**
 * Writes dist/_headers after every build: the security headers' one source (README: Deploy).
 *
 * Not Astro's `security.csp` (tried with Astro 7.3): it hands the policy over as a header only
 * to an adapter that declares `staticHeaders`; on this static site it writes a `<meta>` policy,
 * which browsers apply only from where it stands (after the head's first scripts) and in which
 * they ignore `frame-ancestors`. It hashes its own island and directive scripts (the unused
 * built-in directives too) but no `is:inline` script, so it blocked five of ours (the fonts hold,
 * section links, year, captions, video play); its hashed `style-src` blocked the style
 * attributes; the redirect pages got no policy at all.
 */
export function securityHeaders(config: PolicySources): AstroIntegration {
  return {
    name: 'security-headers',
    hooks: {
      'astro:build:done': ({ dir, logger }) => {
        writeHeadersFile(fileURLToPath(dir), config);
        logger.info('dist/_headers written: security headers for every page, caching for assets');
      },
    },
  };
}
