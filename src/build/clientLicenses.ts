import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';
import license, { type Dependency } from 'rollup-plugin-license';
import type { Plugin } from 'vite';

/** A chunk as the scanner reads it: the modules whose code the chunk keeps. */
type Scan = (code: string, chunk: { modules: Record<string, { renderedLength: number }> }) => void;

/**
 * Astro writes its island runtime (the `<astro-island>` element, the `client:*` directives) into
 * each page as inline scripts, outside the client bundle: its package is read as if bundled.
 */
const ASTRO_RUNTIME = createRequire(import.meta.url).resolve('astro/package.json');

/** Each package's name, version and licence, then its licence text (and NOTICE, if it has one). */
export function noticesText(dependencies: Dependency[]): string {
  const sections = dependencies
    .toSorted((a, b) => (a.name ?? '').localeCompare(b.name ?? ''))
    .map(({ name, version, license: spdx, licenseText, noticeText }) =>
      [`${name} ${version} (${spdx})`, licenseText?.trim(), noticeText?.trim()]
        .filter(Boolean)
        .join('\n\n'),
    );
  const rule = `\n\n${'-'.repeat(72)}\n\n`;
  return `Third-party software in this site's scripts, with its licences.\n\n${sections.join(rule)}\n`;
}

/**
 * The build strips licence comments from the scripts (about 2 KB a guide page: every icon
 * repeated its own); this writes the notices once, at /third-party-licenses.txt, instead.
 * rollup-plugin-license reads the package of every module whose code the client build keeps in
 * a chunk, so the list follows what the pages really load (the server build is not read).
 */
export function clientLicenses(): Plugin {
  let text = '';
  const scanner = license({
    // The project's own package.json, not the one of whatever folder the build started in.
    cwd: fileURLToPath(new URL('../..', import.meta.url)),
    sourcemap: false,
    thirdParty: {
      output: (dependencies) => {
        text = noticesText(dependencies);
      },
    },
  });
  const scan = scanner.renderChunk as Scan;
  const finish = scanner.generateBundle as () => void;
  return {
    name: 'client-licenses',
    apply: 'build',
    applyToEnvironment: (environment) => environment.name === 'client',
    renderChunk(code, chunk) {
      scan(code, chunk);
      return null;
    },
    generateBundle() {
      scan('', { modules: { [ASTRO_RUNTIME]: { renderedLength: 1 } } });
      finish();
      this.emitFile({ type: 'asset', fileName: 'third-party-licenses.txt', source: text });
    },
  };
}
