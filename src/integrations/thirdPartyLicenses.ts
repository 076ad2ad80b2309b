import { readFileSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration } from 'astro';

/** The packages whose code the pages' scripts carry. */
export const CLIENT_PACKAGES = [
  'astro',
  '@astrojs/react',
  'react',
  'react-dom',
  'scheduler',
  'lucide-react',
];

/** Each package's name, version and licence text, one after another, from the project's install. */
export function licensesText(packages: string[], projectDir: string): string {
  const sections = packages.map((name) => {
    const root = resolve(projectDir, 'node_modules', name);
    const { version, license } = JSON.parse(readFileSync(join(root, 'package.json'), 'utf8'));
    const text = readFileSync(join(root, 'LICENSE'), 'utf8').trim();
    return `${name} ${version} (${license})\n\n${text}`;
  });
  const rule = `\n\n${'-'.repeat(72)}\n\n`;
  return `Third-party software in this site's scripts, with its licences.\n\n${sections.join(rule)}\n`;
}

/**
 * The build strips licence comments from the scripts (about 2 KB a guide page: every icon
 * repeated its own); this writes the notices once, at /third-party-licenses.txt, instead.
 */
export function thirdPartyLicenses(): AstroIntegration {
  return {
    name: 'third-party-licenses',
    hooks: {
      'astro:build:done': ({ dir }) => {
        const dist = fileURLToPath(dir);
        writeFileSync(join(dist, 'third-party-licenses.txt'), licensesText(CLIENT_PACKAGES, '.'));
      },
    },
  };
}
