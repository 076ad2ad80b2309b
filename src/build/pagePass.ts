/**
 * One pass over the built pages: every `.html` file under dist/ is read once into memory, each
 * step looks at or rewrites the pages in turn, in the order given, and each page a step changed
 * (or added, as a forwarding page) is written once at the end. Before, four integrations each
 * read dist/ again in their own `astro:build:done`.
 */
import { mkdir, readdir, readFile, writeFile } from 'node:fs/promises';
import { dirname, join, relative, sep } from 'node:path';
import { fileURLToPath } from 'node:url';
import type { AstroIntegration, AstroIntegrationLogger } from 'astro';

/** The built pages by their path under dist/ ('index.html', 'guides/a.html'), in memory. */
export class BuiltPages {
  readonly #html: Map<string, string>;
  readonly #changed = new Set<string>();

  constructor(pages: Iterable<[string, string]>) {
    this.#html = new Map(pages);
  }

  /** Every page's path, sorted, so a step reads them in the same order on every machine. */
  paths(): string[] {
    return [...this.#html.keys()].sort();
  }

  get(path: string): string | undefined {
    return this.#html.get(path);
  }

  has(path: string): boolean {
    return this.#html.has(path);
  }

  /** A page rewritten, or a new one: written at the end of the pass, once, if its text changed. */
  set(path: string, html: string): void {
    if (this.#html.get(path) === html) return;
    this.#html.set(path, html);
    this.#changed.add(path);
  }

  /** The pages to write, with their final text. */
  changed(): [string, string][] {
    return [...this.#changed].sort().map((path) => [path, this.#html.get(path) ?? '']);
  }
}

/** What a step is told besides the pages. */
export interface PassContext {
  /** The built site's folder. */
  dist: string;
  /** The project's folder. */
  root: string;
  /** The site's address (astro.config.ts's `site`). */
  site: string;
  logger: AstroIntegrationLogger;
}

/** One step of the pass: it reads and rewrites `pages`, and may write files other than pages. */
export interface PageStep {
  name: string;
  run(pages: BuiltPages, context: PassContext): void | Promise<void>;
}

/** A path under dist/ as the pages are keyed: forward slashes on every system. */
const pageKey = (dist: string, file: string) => relative(dist, file).split(sep).join('/');

/** Reads every `.html` file under `dist`, once. */
export async function readPages(dist: string): Promise<BuiltPages> {
  const entries = await readdir(dist, { recursive: true, withFileTypes: true });
  const files = entries
    .filter((entry) => entry.isFile() && entry.name.endsWith('.html'))
    .map((entry) => join(entry.parentPath, entry.name));
  const texts = await Promise.all(files.map((file) => readFile(file, 'utf8')));
  return new BuiltPages(files.map((file, index) => [pageKey(dist, file), texts[index] ?? '']));
}

/** Writes each changed or added page once; returns how many. */
export async function writePages(pages: BuiltPages, dist: string): Promise<number> {
  const changed = pages.changed();
  for (const [path, html] of changed) {
    const file = join(dist, ...path.split('/'));
    await mkdir(dirname(file), { recursive: true });
    await writeFile(file, html);
  }
  return changed.length;
}

/** Reads the pages, runs the steps in order over them, writes what changed. */
export async function runPass(steps: PageStep[], context: PassContext): Promise<BuiltPages> {
  const pages = await readPages(context.dist);
  const read = pages.paths().length;
  for (const step of steps) await step.run(pages, context);
  const written = await writePages(pages, context.dist);
  const names = steps.map((step) => step.name).join(', ');
  context.logger.info(`${read} pages read once, ${written} written (new ones included): ${names}`);
  return pages;
}

/** The pass as an integration: it runs in `astro:build:done`, where it stands in the list. */
export function pagePass(steps: PageStep[]): AstroIntegration {
  let root = '';
  let site = '';
  return {
    name: 'page-pass',
    hooks: {
      'astro:config:done': ({ config }) => {
        root = fileURLToPath(config.root);
        site = config.site ?? '';
      },
      'astro:build:done': async ({ dir, logger }) => {
        await runPass(steps, { dist: fileURLToPath(dir), root, site, logger });
      },
    },
  };
}
