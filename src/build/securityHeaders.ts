import { writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { formatHeadersFile, headerRules, type PolicySources } from './headerPolicy';
import { scanPage } from './inlineScripts';
import type { BuiltPages, PageStep } from './pagePass';

const NOTE = `Written by "npm run build" (src/build/securityHeaders.ts): do not edit, rebuild.
Cloudflare Pages applies it as is, and so does npm start, which runs Cloudflare's own runtime.`;

/** Cloudflare Pages ignores a longer line of `_headers` (its docs, "Limits"). */
const LINE_LIMIT = 2_000;

/**
 * Reads every built page (from the pass, in memory), hashes its inline scripts and writes `<dist>/_headers` with one policy
 * for the whole site (the union of the hashes). Throws, naming page and markup, when a page holds
 * something the policy would block and no hash can allow (an onclick=, a javascript: link), and
 * when the policy's line is longer than Cloudflare Pages reads: it would drop it, and every page
 * would go out with no policy at all.
 */
export function writeHeadersFile(pages: BuiltPages, dist: string, config: PolicySources): string {
  const hashes = new Set<string>();
  const problems: string[] = [];
  const media = new Set<string>();
  for (const page of pages.paths()) {
    const scanned = scanPage(pages.get(page) ?? '');
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
 * Writes dist/_headers after every build, a step of the pass over the pages: the security headers' one source (README: Deploy).
 *
 * Not Astro's `security.csp` (tried with Astro 7.3): it hands the policy over as a header only
 * to an adapter that declares `staticHeaders`; on this static site it writes a `<meta>` policy,
 * which browsers apply only from where it stands (after the head's first scripts) and in which
 * they ignore `frame-ancestors`. It hashes its own island and directive scripts (the unused
 * built-in directives too) but no `is:inline` script, so it blocked five of ours (the fonts hold,
 * section links, year, captions, video play); its hashed `style-src` blocked the style
 * attributes; the redirect pages got no policy at all.
 */
export function securityHeaders(config: PolicySources): PageStep {
  return {
    name: 'security headers',
    run(pages, { dist, logger }) {
      writeHeadersFile(pages, dist, config);
      logger.info('dist/_headers written: security headers for every page, caching for assets');
    },
  };
}
