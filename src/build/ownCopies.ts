import { createHash } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import type { Plugin } from 'vite';

/** The modules each page script gets a copy of, rather than sharing one chunk with the others. */
const copied = [fileURLToPath(new URL('../browser/reducedMotion.ts', import.meta.url))];

/** The Astro `<script>` whose bundle a module is in, walking up its importers; none in an island. */
function pageScriptOf(
  id: string,
  importers: Map<string, Set<string>>,
  seen = new Set<string>(),
): string | undefined {
  if (id.includes('?astro&type=script')) return id;
  if (seen.has(id)) return undefined;
  seen.add(id);
  for (const importer of importers.get(id) ?? []) {
    const script = pageScriptOf(importer, importers, seen);
    if (script) return script;
  }
  return undefined;
}

/**
 * A page's own scripts are written into the page only while they share no module with another
 * script (astro.config.ts, assetsInlineLimit): a module that two of them import would become a
 * chunk each waits for. So each page script that imports one of the few small modules above gets
 * a copy of its own (the same file under a query naming the script), one source serving every
 * script and island; the islands share the module as any other. The server build is left alone.
 */
export function ownCopies(): Plugin {
  // Who imports whom in the client build, as it is found: the bundler tells a module's importers
  // only once the whole graph is read, after the copies must be chosen.
  const importers = new Map<string, Set<string>>();
  return {
    name: 'own-copies',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || options?.ssr || importer.includes('/node_modules/')) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external) return null;
      if (!copied.includes(resolved.id)) {
        importers.set(resolved.id, (importers.get(resolved.id) ?? new Set()).add(importer));
        return null;
      }
      const script = pageScriptOf(importer, importers);
      if (!script) return null;
      return `${resolved.id}?copy=${createHash('sha256').update(script).digest('hex').slice(0, 8)}`;
    },
  };
}
