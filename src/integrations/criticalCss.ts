import { readdir, readFile, writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';
import { splitPageCss } from '../lib/criticalCss';

/** Every built page, as a path under `dist`. */
async function pages(dir: string): Promise<string[]> {
  const entries = await readdir(dir, { recursive: true, withFileTypes: true });
  return entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
}

/**
 * After the build, each page carries the rules of its first screen inline and links the site's one
 * stylesheet right after that screen (src/lib/criticalCss.ts). Runs before the integrations that
 * read the finished pages (the security headers hash their scripts).
 */
export function criticalCss(): AstroIntegration {
  return {
    name: 'critical-css',
    hooks: {
      'astro:build:done': async ({ dir, logger }) => {
        const distDir = fileURLToPath(dir);
        const files = await pages(distDir);
        for (const file of files) {
          const html = await readFile(file, 'utf8');
          const split = await splitPageCss(html, { distDir });
          if (split !== html) await writeFile(file, split);
        }
        logger.info(`${files.length} pages: first-screen rules inline, the stylesheet after them`);
      },
    },
  };
}
